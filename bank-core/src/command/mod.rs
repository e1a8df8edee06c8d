//! The command catalogue: every command and query of the interface is one typed
//! request implementing [`Command`], registered under its wire name. HTTP, the
//! CLI and Rust callers all run it through [`Bank::execute`], which checks
//! access, validates, runs it in one transaction with its activity record,
//! retries on contention, and records failed attempts.

use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

mod alias;
mod parse;
mod probe;
mod run;

pub use alias::Alias;
pub use parse::{FieldAlias, known_fields, parse_request, rename_fields};
pub use probe::field_schemas;

use crate::Bank;
use crate::error::{Error, Result};
use crate::principal::{Access, Actor, Origin};
use crate::store::Tx;
use crate::trail::{self as activity, ActivityType, Draft, Outcome};

/// One command or query of the interface.
pub trait Command: DeserializeOwned + Clone + Send + Sync + 'static {
    /// The wire name (`UpdateBranchCommand`, `ApproveTransaction`, ...).
    const NAME: &'static str;
    /// The area whose endpoint serves it and whose envelope answers it.
    const AREA: Area;
    /// Checked before the request body is even read.
    const ACCESS: Access;
    /// `Some` for state changes, which the activity trail records.
    const ACTIVITY: Option<ActivityType>;
    /// The success message of the envelope.
    const MESSAGE: &'static str = "Request processed successfully.";
    /// Documented other names of its fields, accepted under every name of the command.
    const FIELD_ALIASES: &'static [FieldAlias] = &[];
    /// Documented other names of the command, each with its page's fields and answer.
    const ALIASES: &'static [Alias] = &[];

    type Output: Serialize + Send;

    /// Fields the envelope carries beside `data` (e.g. `HasNext`, `HasPrevious`).
    fn envelope_extras(_output: &Self::Output) -> serde_json::Map<String, Value> {
        serde_json::Map::new()
    }

    /// Field checks that need no database; report every invalid field at once.
    fn validate(&self) -> Result<()> {
        Ok(())
    }

    fn run(self, cx: &mut Cx<'_>) -> impl Future<Output = Result<Self::Output>> + Send;

    /// The key of the one account a state change moves money on, when it
    /// may share its transaction and statements with concurrent ones of
    /// other keys (PostgreSQL; see [`crate::store::Fusion`]). Only a command
    /// whose writes, for different keys, change different rows (inserts
    /// aside) may give one: a group's statements of one text run as one.
    fn fusion_key(&self) -> Option<&str> {
        None
    }

    /// True when [`Command::charge`] must run before the command.
    const CHARGES: bool = false;

    /// Work committed in a transaction of its own before the command runs,
    /// whatever its outcome: a PIN attempt is counted before the PIN is
    /// checked, so guesses sent in parallel are all counted.
    fn charge(&self, _actor: &Actor, _tx: &mut Tx) -> impl Future<Output = Result<()>> + Send {
        async { Ok(()) }
    }

    /// Runs after a failed attempt has been rolled back and recorded (e.g. to
    /// raise a compliance report on repeated failures). Its own errors are logged.
    fn after_failure(
        _bank: &Bank,
        _actor: &Actor,
        _origin: &Origin,
        _error: &Error,
    ) -> impl Future<Output = Result<()>> + Send {
        async { Ok(()) }
    }
}

/// A command's family on the wire: the adapters decide from it the endpoint
/// that serves the command and the envelope that answers it (`wire`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// Family A, camelCase, statusCode `CBS_*` on errors.
    Branch,
    /// Family B.
    Till,
    /// Family B with `errors[]` of strings.
    Referral,
    /// Family A, camelCase, the cheque codes.
    Cheque,
    /// Family A, PascalCase: documents, accounts, comments, terminals, staff admin.
    Core,
    /// Family C: activities by command.
    Activity,
    /// Family D: activities by REST.
    ActivityRest,
    /// Family A, camelCase: webhook configuration and the execution engine.
    Execute,
    /// Family A, camelCase: mobile self-service.
    SelfService,
    /// Family A without statusCode; errors as `[{code, message}]`.
    Transaction,
    /// Family E, the developer pages' universal transactions: `success`,
    /// `message`, `code` (`SUCCESS` or the error's), and `data` on success.
    TransactionCoded,
}

/// What a running command may use: the bank, who asked, and its transaction.
pub struct Cx<'a> {
    pub bank: &'a Bank,
    pub actor: &'a Actor,
    pub origin: &'a Origin,
    pub tx: Tx,
    pub(crate) trail: Option<Draft>,
    /// The command's activity type and name when it is a transaction of its
    /// own (not a row of a chunk): its record may then be queued early.
    own: Option<(ActivityType, &'static str)>,
    /// Whether [`Cx::queue_record`] queued the record already.
    recorded: bool,
    pub(crate) after_commit: Vec<AfterCommit>,
    /// Whether the actor's token is known to stand (always, unless the actor
    /// came from the authentication cache and nothing has confirmed it yet).
    actor_confirmed: bool,
}

/// Work that must see the committed change, e.g. dropping a cache entry (done
/// earlier, a concurrent reader could cache the old row again).
pub type AfterCommit = Box<dyn FnOnce(Bank) -> BoxFuture<'static, ()> + Send>;

impl<'a> Cx<'a> {
    pub(crate) fn new(bank: &'a Bank, actor: &'a Actor, origin: &'a Origin, tx: Tx) -> Cx<'a> {
        let actor_confirmed = actor.unconfirmed_version.is_none();
        Cx {
            bank,
            actor,
            origin,
            tx,
            trail: None,
            own: None,
            recorded: false,
            after_commit: Vec::new(),
            actor_confirmed,
        }
    }

    /// The user whose token version a statement should read for
    /// [`Cx::confirm_actor`]; `None` when nothing is left to confirm.
    pub(crate) fn actor_to_confirm(&self) -> Option<i64> {
        (!self.actor_confirmed).then_some(self.actor.user_id)
    }

    /// Confirms the actor with the token version a statement of the command
    /// read (see [`crate::principal::cache::version_column`]), so no statement of
    /// its own is needed for it.
    pub(crate) fn confirm_actor(&mut self, current: Option<i64>) -> Result<()> {
        if !self.actor_confirmed {
            crate::principal::cache::confirm(self.actor, current)?;
            self.actor_confirmed = true;
        }
        Ok(())
    }

    /// Confirms the actor in a statement of its own unless a statement of the
    /// command already did: nothing commits in the name of a revoked token.
    pub(crate) async fn require_confirmed_actor(&mut self) -> Result<()> {
        if !self.actor_confirmed {
            crate::principal::cache::confirm_in(&mut self.tx, self.actor).await?;
            self.actor_confirmed = true;
        }
        Ok(())
    }

    /// Describes the change for the activity trail (one record per command).
    pub fn record(&mut self, draft: Draft) {
        self.trail = Some(draft);
    }

    /// Whether the command is a transaction of its own, so that
    /// [`Cx::queue_record`] can queue its record before its last write.
    pub(crate) fn owns_transaction(&self) -> bool {
        self.own.is_some()
    }

    /// Queues the activity record described so far with the transaction's
    /// deferred writes now (the command layer queues it after the command
    /// otherwise), so that they can ride with the command's last write
    /// (`Tx::fetch_all_last`). Nothing happens for a row of a chunk, which
    /// the chunk records.
    pub(crate) fn queue_record(&mut self) {
        if let (Some((activity_type, command)), false) = (self.own, self.recorded) {
            let draft = self.trail.take().unwrap_or_else(|| Draft::new(command));
            let outcome = Outcome { activity_type, command, error: None };
            activity::record(&mut self.tx, Some(self.actor), self.origin, draft, outcome);
            self.recorded = true;
        }
    }

    /// Runs `task` once the transaction has committed (never on rollback).
    pub fn after_commit(&mut self, task: AfterCommit) {
        self.after_commit.push(task);
    }
}

impl Bank {
    /// Runs the command registered as `name` with a JSON request, returning the
    /// wire `data`. Used by HTTP and by `bank exec`.
    pub async fn execute_json(&self, name: &str, actor: &Actor, origin: &Origin, data: Value) -> Result<Reply> {
        let entry = self.catalogue().get(name).ok_or_else(|| Error::UnknownCommand(name.to_owned()))?;
        Ok((entry.run)(self, actor, origin, data, entry.alias, Shape::Value).await?.reply)
    }

    /// Runs the list command registered as `name` for one batch of an export:
    /// its reply without `items`, and the items as JSON text, written straight
    /// from the rows read (a batch holds thousands; as JSON values each would
    /// cost a map of allocations). `None`: the answer has no `items` list.
    pub async fn execute_batch(&self, name: &str, actor: &Actor, origin: &Origin, data: Value) -> Result<Batch> {
        let entry = self.catalogue().get(name).ok_or_else(|| Error::UnknownCommand(name.to_owned()))?;
        (entry.run)(self, actor, origin, data, entry.alias, Shape::ItemsApart).await
    }
}

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;
type RunJson =
    for<'a> fn(&'a Bank, &'a Actor, &'a Origin, Value, Option<&'static Alias>, Shape) -> BoxFuture<'a, Result<Batch>>;

/// How a reply's `items` come back: inside `data`, or apart as JSON text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    Value,
    ItemsApart,
}

/// A reply, and its `items` as a JSON array's text when they were asked apart.
#[derive(Debug)]
pub struct Batch {
    pub reply: Reply,
    pub items: Option<String>,
}

/// A command's wire `data` and the fields its envelope adds beside it.
#[derive(Debug)]
pub struct Reply {
    pub data: Value,
    pub extras: serde_json::Map<String, Value>,
}

/// A registered command or one of its aliases, seen without its types.
pub struct Entry {
    pub name: &'static str,
    /// The command it runs: its own name, or the one it is an alias of.
    pub command: &'static str,
    /// The envelope family that answers it.
    pub area: Area,
    pub message: &'static str,
    pub mutates: bool,
    /// Who may run it (a webhook's default run-as user gets exactly this).
    pub access: Access,
    /// Its documented field aliases: `(documented, ours)`.
    pub field_aliases: &'static [FieldAlias],
    /// Its top-level request fields.
    pub fields: fn() -> &'static [&'static str],
    /// Its top-level request fields, each with its JSON Schema (`{}` where its reader takes any JSON).
    pub field_schemas: fn() -> Vec<(&'static str, Value)>,
    pub alias: Option<&'static Alias>,
    /// Reads a request without running it (field names, types, aliases).
    pub check: fn(Value, Option<&'static Alias>) -> Result<()>,
    /// Reads a request and checks its fields' rules, without running it.
    pub validate: fn(Value, Option<&'static Alias>) -> Result<()>,
    run: RunJson,
}

fn run_json<'a, C: Command>(
    bank: &'a Bank,
    actor: &'a Actor,
    origin: &'a Origin,
    data: Value,
    alias: Option<&'static Alias>,
    shape: Shape,
) -> BoxFuture<'a, Result<Batch>> {
    Box::pin(async move {
        // Access first: a caller without the permission learns nothing of the schema.
        if let Err(e) = C::ACCESS.check(actor) {
            bank.confirm_actor(actor).await?;
            if C::ACTIVITY.is_some() {
                activity::record_failure(bank.db(), actor, origin, C::NAME, ActivityType::Security, &e).await;
            }
            return Err(e);
        }
        let sent = alias.map(|_| data.clone());
        let request = match read_request::<C>(data, alias) {
            Ok(request) => request,
            Err(e) => {
                bank.confirm_actor(actor).await?;
                if let Some(activity_type) = C::ACTIVITY {
                    activity::record_failure(bank.db(), actor, origin, C::NAME, activity_type, &e).await;
                }
                return Err(e);
            }
        };
        let output = bank.execute(actor, origin, request).await?;
        let mut extras = C::envelope_extras(&output);
        match (alias, &sent) {
            (Some(alias), Some(sent)) => {
                let mut data = serde_json::to_value(output)?;
                data = alias.answer(sent, data, &mut extras);
                Ok(Batch::split(Reply { extras, data }, shape))
            }
            _ if shape == Shape::ItemsApart => items_apart(&output, extras),
            _ => Ok(Batch { reply: Reply { extras, data: serde_json::to_value(output)? }, items: None }),
        }
    })
}

impl Batch {
    /// `reply` with its items taken out as text when `shape` asks so.
    fn split(mut reply: Reply, shape: Shape) -> Batch {
        let items = match (shape, &mut reply.data) {
            (Shape::ItemsApart, Value::Object(data)) if data.get("items").is_some_and(Value::is_array) => {
                data.remove("items").map(|items| items.to_string())
            }
            _ => None,
        };
        Batch { reply, items }
    }
}

/// `output` written as JSON once, its `items` kept as that text and the rest
/// read back into values (a few fields).
fn items_apart(output: &impl Serialize, extras: serde_json::Map<String, Value>) -> Result<Batch> {
    let text = serde_json::to_string(output)?;
    let Ok(fields) = serde_json::from_str::<BTreeMap<String, &serde_json::value::RawValue>>(&text) else {
        // Not an object: nothing to take apart.
        return Ok(Batch { reply: Reply { extras, data: serde_json::from_str(&text)? }, items: None });
    };
    let mut data = serde_json::Map::new();
    let mut items = None;
    for (name, raw) in fields {
        match name.as_str() {
            "items" if raw.get().starts_with('[') => items = Some(raw.get().to_owned()),
            _ => _ = data.insert(name, serde_json::from_str(raw.get())?),
        }
    }
    Ok(Batch { reply: Reply { extras, data: Value::Object(data) }, items })
}

/// The request of `C` from JSON sent under its own name or `alias`.
fn read_request<C: Command>(mut data: Value, alias: Option<&'static Alias>) -> Result<C> {
    if let Some(alias) = alias {
        alias.request(&mut data)?;
    }
    rename_fields(&mut data, C::FIELD_ALIASES)?;
    parse_request(data)
}

/// Name → command, for every command of the interface.
pub struct Catalogue {
    entries: BTreeMap<&'static str, Entry>,
}

impl Bank {
    /// Every command, by name.
    pub fn catalogue(&self) -> &Catalogue {
        self.part()
    }
}

impl Catalogue {
    pub fn get(&self, name: &str) -> Option<&Entry> {
        self.entries.get(name)
    }

    pub fn entries(&self) -> impl Iterator<Item = &Entry> {
        self.entries.values()
    }

    fn register<C: Command>(&mut self) {
        let entry = |name, alias: Option<&'static Alias>| Entry {
            name,
            command: C::NAME,
            area: alias.and_then(|a| a.family).unwrap_or(C::AREA),
            message: C::MESSAGE,
            mutates: C::ACTIVITY.is_some(),
            access: C::ACCESS,
            field_aliases: C::FIELD_ALIASES,
            fields: known_fields::<C>,
            field_schemas: field_schemas::<C>,
            alias,
            check: |data, alias| read_request::<C>(data, alias).map(drop),
            validate: |data, alias| read_request::<C>(data, alias)?.validate(),
            run: run_json::<C>,
        };
        let names = std::iter::once((C::NAME, None)).chain(C::ALIASES.iter().map(|a| (a.name, Some(a))));
        for (name, alias) in names {
            let previous = self.entries.insert(name, entry(name, alias));
            assert!(previous.is_none(), "command {name} registered twice");
        }
    }

    /// Every command of every area; adding an area adds its line here.
    /// The catalogue of `areas`, each listing its commands (see `crate::catalogue`).
    pub fn of_areas(areas: &[&[Registration]]) -> Catalogue {
        let mut c = Catalogue { entries: BTreeMap::new() };
        for registration in areas.iter().flat_map(|area| area.iter()) {
            (registration.0)(&mut c);
        }
        c
    }
}

/// An area module lists its commands as `&[Registration::of::<C>()]`.
pub struct Registration(fn(&mut Catalogue));

impl Registration {
    pub const fn of<C: Command>() -> Registration {
        Registration(Catalogue::register::<C>)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catalogue_builds_without_duplicates() {
        let c = crate::catalogue::build();
        assert!(c.get("UpdateBranchCommand").is_some());
        assert!(c.get("NoSuchCommand").is_none());
    }

    /// A page's items come apart as the text of their array, every other
    /// field stays a value; an answer without an items list stays whole.
    #[test]
    fn items_come_apart_as_text() {
        let mut page = crate::page::Paged::new(vec![serde_json::json!({"B": 1, "A": "x"})], 1, &page_one());
        page.cursors.next_cursor = Some("c".into());
        let batch = items_apart(&page, serde_json::Map::new()).expect("apart");
        assert_eq!(batch.items.as_deref(), Some(r#"[{"A":"x","B":1}]"#));
        assert_eq!(batch.reply.data["nextCursor"], "c");
        assert!(batch.reply.data.get("items").is_none() && batch.reply.data["totalRows"] == 1);
        let whole = items_apart(&serde_json::json!({"Id": 7}), serde_json::Map::new()).expect("whole");
        assert_eq!((whole.items, whole.reply.data), (None, serde_json::json!({"Id": 7})));
        let aliased = Batch::split(
            Reply { data: serde_json::json!({"items": [1, 2]}), extras: Default::default() },
            Shape::ItemsApart,
        );
        assert_eq!((aliased.items.as_deref(), aliased.reply.data), (Some("[1,2]"), serde_json::json!({})));
    }

    fn page_one() -> crate::page::Page {
        crate::page::Page::resolve(None, None, 20, false).expect("page")
    }

    /// No command drops a field it does not know (a `flatten` would).
    #[test]
    fn every_command_refuses_an_unknown_field() {
        for entry in crate::catalogue::build().entries() {
            let sent = serde_json::json!({"surelyNotAField": 1});
            match (entry.check)(sent, entry.alias) {
                Err(Error::Validation(fields)) if fields.contains_key("surelyNotAField") => {}
                other => panic!("{} accepted an unknown field: {other:?}", entry.name),
            }
        }
    }
}
