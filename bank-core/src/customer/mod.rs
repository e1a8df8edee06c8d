//! Customers and their products: clients, deposit accounts (with holds),
//! loans and insurance policies. The spec refers to them everywhere and leaves
//! their management out; these commands fill that gap (README lists them).

pub(crate) mod account;
mod client;
mod hold;
pub(crate) use client::{find as find_client, find_locked as find_client_locked};
mod loan;
mod policy;

use crate::command::Registration;

pub use crate::ledger::AccountState;
pub use account::{
    CloseDepositAccountCommand, DepositAccount, LockDepositAccountCommand, OpenDepositAccountCommand,
    RetrieveDepositAccountByIdQuery, RetrieveDepositAccountsListQuery, UnlockDepositAccountCommand,
};
pub use account::{by_number as account_by_number, by_number_locked as account_locked};
pub use client::{
    Client, ClientState, CloseClientCommand, CreateClientCommand, RetrieveClientByIdQuery, RetrieveClientsListQuery,
};
pub use hold::{
    HoldKind, HoldOwner, HoldPlaced, NewHold, PlaceAccountHoldCommand, ReleaseAccountHoldCommand, place_hold,
    place_hold_on_row, release_hold, release_hold_on_row, release_hold_riding,
};
pub use loan::{
    ApproveLoanCommand, CloseLoanCommand, CreateLoanCommand, Loan, LoanState, RetrieveLoanByIdQuery,
    RetrieveLoansListQuery,
};
pub use policy::{CreatePolicyCommand, Policy, RetrievePoliciesListQuery};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateClientCommand>(),
    Registration::of::<RetrieveClientsListQuery>(),
    Registration::of::<RetrieveClientByIdQuery>(),
    Registration::of::<CloseClientCommand>(),
    Registration::of::<OpenDepositAccountCommand>(),
    Registration::of::<RetrieveDepositAccountsListQuery>(),
    Registration::of::<RetrieveDepositAccountByIdQuery>(),
    Registration::of::<LockDepositAccountCommand>(),
    Registration::of::<UnlockDepositAccountCommand>(),
    Registration::of::<CloseDepositAccountCommand>(),
    Registration::of::<PlaceAccountHoldCommand>(),
    Registration::of::<ReleaseAccountHoldCommand>(),
    Registration::of::<CreateLoanCommand>(),
    Registration::of::<RetrieveLoansListQuery>(),
    Registration::of::<RetrieveLoanByIdQuery>(),
    Registration::of::<ApproveLoanCommand>(),
    Registration::of::<CloseLoanCommand>(),
    Registration::of::<CreatePolicyCommand>(),
    Registration::of::<RetrievePoliciesListQuery>(),
];

/// A number of `digits` digits whose last digit is a Luhn check digit, so a
/// mistyped number is caught before any lookup.
pub(crate) fn numbered(prefix: &str, digits: usize) -> String {
    let body: String = (0..digits - 1).map(|_| char::from(b'0' + rand::random_range(0..10u8))).collect();
    format!("{prefix}{body}{}", luhn_digit(&body))
}

fn luhn_digit(body: &str) -> char {
    let sum: u32 = body
        .chars()
        .rev()
        .filter_map(|c| c.to_digit(10))
        .enumerate()
        .map(|(i, d)| {
            if i % 2 == 0 {
                let x = d * 2;
                if x > 9 { x - 9 } else { x }
            } else {
                d
            }
        })
        .sum();
    char::from(b'0' + ((10 - sum % 10) % 10) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luhn() {
        assert_eq!(luhn_digit("7992739871"), '3');
        let n = numbered("", 10);
        assert_eq!(n.len(), 10);
        assert_eq!(luhn_digit(&n[..9]), n.chars().last().unwrap_or('x'));
    }
}
