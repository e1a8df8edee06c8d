//! One module per command group, one file per leaf command.

pub mod account;
pub mod activity;
pub mod auth;
pub mod bench;
pub mod branch;
pub mod catalogue;
pub mod cheque;
pub mod client;
pub mod comment;
pub mod completions;
pub mod customer;
pub mod demo;
pub mod doc;
pub mod doctor;
pub mod eod;
pub mod events;
pub mod exec;
pub mod gl;
pub mod init;
pub mod jobs;
pub mod journal;
pub mod loan;
pub mod man;
pub mod notify;
pub mod openapi;
pub mod period;
pub mod policy;
pub mod process;
pub mod push;
pub mod referral;
pub mod report;
pub mod role;
pub mod serve;
pub mod settings;
pub mod terminal;
pub mod till;
pub mod token;
pub mod txn;
pub mod user;
pub mod values;
pub mod vault;
pub mod verify;
pub mod webhook;

use std::io::IsTerminal;

use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use bank_core::command::Command as CoreCommand;
use bank_core::store::{DbOptions, Fusion, GroupCommit};

use crate::cli::{Cli, Command};
use crate::config::{self, FileConfig};
use crate::error::CliError;
use crate::output::Format;

/// Everything a leaf command needs from the global flags and configuration.
pub struct Ctx {
    pub database_url: String,
    pub as_user: String,
    pub format: Format,
    pub yes: bool,
    pub key_file: Option<std::path::PathBuf>,
    pub file: FileConfig,
    /// The bank and the acting user, opened once per run however many
    /// commands a leaf runs.
    session: tokio::sync::OnceCell<(Bank, Actor)>,
}

/// Sealing passes after a command (500 rows of each chain a pass): a database
/// older than the chains is sealed by `bank serve` or `bank verify`, not by one command.
const SEAL_PASSES: usize = 4;

impl Ctx {
    pub fn db_options(&self) -> DbOptions {
        let defaults = GroupCommit::default();
        let group_commit = GroupCommit {
            max_batch: self.file.group_commit_max.unwrap_or(defaults.max_batch),
            max_wait: self.file.group_commit_wait_ms.map_or(defaults.max_wait, std::time::Duration::from_millis),
        };
        let fused = Fusion::default();
        let fusion = Fusion {
            alone: self.file.fuse_alone.unwrap_or(fused.alone),
            groups: self.file.fuse_groups.unwrap_or(fused.groups),
            max_members: self.file.fuse_max.unwrap_or(fused.max_members),
        };
        DbOptions {
            pool_size: self.file.pool_size.unwrap_or(10),
            key_file: self.key_file.clone(),
            group_commit,
            fusion,
            ..DbOptions::new(&self.database_url)
        }
    }

    pub async fn bank(&self) -> Result<Bank, CliError> {
        Ok(Bank::open(&self.db_options()).await?)
    }

    /// The bank and the user the CLI acts as, opened on first use.
    pub async fn session(&self) -> Result<(Bank, Actor), CliError> {
        let open = || self.open_session(self.db_options());
        let (bank, actor) = self.session.get_or_try_init(open).await?;
        Ok((bank.clone(), actor.clone()))
    }

    /// The bank opened with `options` (not kept), and the user the CLI acts as.
    pub async fn open_session(&self, options: DbOptions) -> Result<(Bank, Actor), CliError> {
        let bank = Bank::open(&options).await?;
        let actor = bank.actor(&self.as_user).await.map_err(|e| match e {
            bank_core::error::Error::NotFound { .. } => CliError::Usage(format!(
                "no staff user '{}' to act as: pass --as USER or set BANK_USER (see `bank user list`)",
                self.as_user
            )),
            other => CliError::core(other),
        })?;
        Ok((bank, actor))
    }

    /// Runs a typed command as the acting user; errors keep the command's area
    /// so `--output json` prints them in the wire shape.
    pub async fn run<C: CoreCommand>(&self, request: C) -> Result<C::Output, CliError> {
        let (bank, actor) = self.session().await?;
        let answer = bank.execute(&actor, &Origin::cli(), request).await;
        if C::ACTIVITY.is_some() {
            // What the command wrote joins the books' chains now, not at the next
            // `bank serve` or `bank verify` (the command itself stands either way).
            if let Err(e) = bank_core::chain::seal(bank.db(), SEAL_PASSES).await {
                eprintln!("warning: the books' chains were not extended: {e}");
            }
        }
        answer.map_err(|error| CliError::Core { error, area: Some(C::AREA), json: self.format == Format::Json })
    }

    /// Asks before a destructive step; `--yes` or a non-terminal stdin skips it.
    /// Asks on a terminal. Without one (cron, a pipe) a destructive command
    /// runs only with `--yes`: the caller must opt in, never by default.
    pub fn confirm(&self, question: &str) -> Result<(), CliError> {
        if self.yes {
            return Ok(());
        }
        if !std::io::stdin().is_terminal() {
            return Err(CliError::Usage(format!("{question} Refused without a terminal: pass --yes to confirm.")));
        }
        let yes = dialoguer::Confirm::new()
            .with_prompt(question)
            .default(false)
            .interact()
            .map_err(|e| CliError::Io(format!("cannot ask for confirmation: {e}")))?;
        if yes { Ok(()) } else { Err(CliError::Usage("cancelled".into())) }
    }
}

/// The settings of a run, resolved before the async runtime starts (its
/// shape depends on the database, see `main`), and the command to run.
pub fn prepare(cli: Cli) -> Result<(Ctx, Command), CliError> {
    crate::output::configure(cli.output, cli.no_headers);
    let file = config::load(cli.config.as_deref())?;
    let ctx = Ctx {
        database_url: cli
            .database_url
            .or_else(|| file.database_url.clone())
            .unwrap_or_else(config::default_database_url),
        as_user: cli.as_user.or_else(|| file.user.clone()).unwrap_or_else(|| bank_core::BOOTSTRAP_ADMIN.to_owned()),
        format: cli.output,
        yes: cli.yes,
        key_file: cli.key_file.or_else(|| file.key_file.clone()),
        file,
        session: tokio::sync::OnceCell::new(),
    };
    Ok((ctx, cli.command))
}

pub async fn run(ctx: Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Init(args) => init::run(&ctx, args).await,
        Command::Demo(args) => demo::run(&ctx, args).await,
        Command::Serve(args) => serve::run(&ctx, args).await,
        Command::Exec(args) => exec::run(&ctx, args).await,
        Command::Commands(args) => catalogue::run(ctx.format, args),
        Command::Openapi => openapi::run(),
        Command::Token(c) => token::run(&ctx, c).await,
        Command::Auth(c) => auth::run(&ctx, c).await,
        Command::User(c) => user::run(&ctx, c).await,
        Command::Role(c) => role::run(&ctx, c).await,
        Command::Branch(c) => branch::run(&ctx, c).await,
        Command::Gl(c) => gl::run(&ctx, c).await,
        Command::Journal(c) => journal::run(&ctx, c).await,
        Command::Period(c) => period::run(&ctx, c).await,
        Command::Config(c) => settings::run(&ctx, c).await,
        Command::Report(c) => report::run(&ctx, c).await,
        Command::Client(c) => client::run(&ctx, c).await,
        Command::Account(c) => account::run(&ctx, c).await,
        Command::Loan(c) => loan::run(&ctx, c).await,
        Command::Policy(c) => policy::run(&ctx, c).await,
        Command::Comment(c) => comment::run(&ctx, c).await,
        Command::Doc(c) => doc::run(&ctx, c).await,
        Command::Referral(c) => referral::run(&ctx, c).await,
        Command::Terminal(c) => terminal::run(&ctx, c).await,
        Command::Customer(c) => customer::run(&ctx, c).await,
        Command::Notify(c) => notify::run(&ctx, c).await,
        Command::Push(c) => push::run(&ctx, c).await,
        Command::Activity(c) => activity::run(&ctx, c).await,
        Command::Till(c) => till::run(&ctx, c).await,
        Command::Vault(c) => vault::run(&ctx, c).await,
        Command::Txn(c) => txn::run(&ctx, c).await,
        Command::Cheque(c) => cheque::run(&ctx, c).await,
        Command::Webhook(c) => webhook::run(&ctx, c).await,
        Command::Process(c) => process::run(&ctx, c).await,
        Command::Jobs(c) => jobs::run(&ctx, c).await,
        Command::Eod(c) => eod::run(&ctx, c).await,
        Command::Events(c) => events::run(&ctx, c).await,
        Command::Verify(args) => verify::run(&ctx, args).await,
        Command::Doctor(args) => doctor::run(&ctx, args).await,
        Command::Bench(c) => bench::run(&ctx, c).await,
        Command::Completions(args) => completions::run(args, <crate::cli::Cli as clap::CommandFactory>::command()),
        Command::Man(args) => man::run(args, <crate::cli::Cli as clap::CommandFactory>::command()),
    }
}
