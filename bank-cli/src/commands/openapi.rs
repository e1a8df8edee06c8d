//! `bank openapi`: prints the OpenAPI 3.1 document `bank serve` serves at
//! `/openapi.json`, generated from the command catalogue (no database).

use crate::error::CliError;
use crate::output;

pub fn run() -> Result<(), CliError> {
    let catalogue = bank_core::catalogue::build();
    println!("{}", output::json(&bank_core::http::openapi::document(&catalogue, bank_core::http::KEYED_COMMANDS)));
    Ok(())
}
