//! Staff users and roles: seeding, loading the acting principal, and the
//! administration commands (served on `/api/core/cmd`, PascalCase).

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::perm::{self, ROLES};
use super::{Access, Actor, Origin};
use crate::args;
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::page::{Order, Page, Paged, cursor};
use crate::store::{Db, Dialect, Tx, now};
use crate::trail::{self, ActivityType, Draft, Outcome};
use crate::validate::Checks;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateUserCommand>(),
    Registration::of::<RetrieveUsersListQuery>(),
    Registration::of::<DisableUserCommand>(),
    Registration::of::<EnableUserCommand>(),
    Registration::of::<RetrieveRolesListQuery>(),
];

/// Seeds the spec's roles (only when a role is new, so an operator's later
/// changes survive re-init), the tenant id and the bootstrap admin.
pub(crate) async fn seed(db: &Db, applied_migrations: &[i64]) -> Result<(Vec<&'static str>, bool)> {
    let mut tx = db.begin_write().await?;
    let mut seeded = Vec::new();
    for (index, role) in ROLES.iter().enumerate() {
        let inserted = tx
            .execute(
                "INSERT INTO roles (name, approval_limit_minor, currency) VALUES ($1, $2, 'NGN') ON CONFLICT (name) DO NOTHING",
                args![role.name, role.approval_limit_minor],
            )
            .await?;
        if inserted == 1 {
            for permission in perm::seeded_permissions(index) {
                tx.execute(
                    "INSERT INTO role_permissions (role_id, permission) SELECT id, $2 FROM roles WHERE name = $1",
                    args![role.name, permission],
                )
                .await?;
            }
            seeded.push(role.name);
        }
    }
    // The tenant this database serves: the value clients send as X-Tenant-Id.
    tx.execute(
        "INSERT INTO settings (key, value) VALUES ('tenant_id', $1) ON CONFLICT (key) DO NOTHING",
        args![uuid::Uuid::new_v4().to_string()],
    )
    .await?;
    let t = now();
    let created_admin = tx
        .execute(
            "INSERT INTO users (username, encoded_key, name, email, branch_id, role_id, active, created_at, updated_at)
             SELECT $1, $2, 'Administrator', 'admin@bank.invalid', NULL, id, TRUE, $3, $3 FROM roles WHERE name = $4
             ON CONFLICT (username) DO NOTHING",
            args![super::BOOTSTRAP_ADMIN, new_key(), t, perm::ADMIN_ROLE],
        )
        .await?
        == 1;
    if !applied_migrations.is_empty() || !seeded.is_empty() || created_admin {
        let description = format!(
            "database initialised: migrations {applied_migrations:?}, roles seeded {seeded:?}, admin created {created_admin}"
        );
        let outcome = Outcome { activity_type: ActivityType::Configuration, command: "Init", error: None };
        trail::record(&mut tx, None, &Origin::cli(), Draft::new(description), outcome);
    }
    tx.commit().await?;
    Ok((seeded, created_admin))
}

/// A new opaque encoded key, as the spec's `encodedKey` fields carry
/// (time-ordered: see [`crate::store::new_key`]).
pub fn new_key() -> String {
    crate::store::new_key().simple().to_string()
}

#[derive(sqlx::FromRow)]
struct ActorRow {
    id: i64,
    username: String,
    encoded_key: String,
    name: String,
    role: String,
    branch_id: Option<i64>,
    approval_limit_minor: Option<i64>,
    active: bool,
    token_version: i64,
    /// The role's permissions, comma-separated (no permission holds a comma).
    permissions: Option<String>,
}

/// The active user `username` and their token version (see the token
/// claims), in one statement outside a transaction: this runs per request.
pub(crate) async fn load_actor(db: &Db, username: &str) -> Result<(Actor, i64)> {
    let sql = match db.dialect() {
        Dialect::Sqlite => ACTOR_SQLITE,
        Dialect::Postgres => ACTOR_POSTGRES,
    };
    let row: ActorRow =
        db.read_optional(sql, args![username]).await?.ok_or_else(|| Error::not_found("user", username))?;
    if !row.active {
        return Err(Error::Unauthenticated(format!("user '{username}' is disabled")));
    }
    let permissions = row.permissions.as_deref().unwrap_or_default().split(',').filter(|p| !p.is_empty());
    let actor = Actor {
        user_id: row.id,
        username: row.username,
        user_key: row.encoded_key,
        name: row.name,
        role: row.role,
        branch_id: row.branch_id,
        approval_limit_minor: row.approval_limit_minor,
        permissions: permissions.map(str::to_owned).collect::<BTreeSet<_>>(),
        customer: None,
        unconfirmed_version: None,
    };
    Ok((actor, row.token_version))
}

/// What an active staff user may do, read inside `tx`: their role's
/// permissions and approval limit (minor units; `None` is unlimited).
/// `None` when there is no such active user.
pub(crate) async fn grants_of(tx: &mut Tx, username: &str) -> Result<Option<(BTreeSet<String>, Option<i64>)>> {
    let sql = tx.pick(ACTOR_SQLITE, ACTOR_POSTGRES);
    let row: Option<ActorRow> = tx.fetch_optional(sql, args![username]).await?;
    Ok(row.filter(|r| r.active).map(|r| {
        let permissions = r.permissions.as_deref().unwrap_or_default().split(',').filter(|p| !p.is_empty());
        (permissions.map(str::to_owned).collect(), r.approval_limit_minor)
    }))
}

const ACTOR_SQLITE: &str = "SELECT u.id, u.username, u.encoded_key, u.name, r.name AS role, u.branch_id,
        r.approval_limit_minor, u.active, u.token_version,
        (SELECT group_concat(p.permission, ',') FROM role_permissions p WHERE p.role_id = u.role_id) AS permissions
    FROM users u JOIN roles r ON r.id = u.role_id WHERE u.username = $1";
const ACTOR_POSTGRES: &str = "SELECT u.id, u.username, u.encoded_key, u.name, r.name AS role, u.branch_id,
        r.approval_limit_minor, u.active, u.token_version,
        (SELECT string_agg(p.permission, ',') FROM role_permissions p WHERE p.role_id = u.role_id) AS permissions
    FROM users u JOIN roles r ON r.id = u.role_id WHERE u.username = $1";

/// A staff user as the administration commands return it.
#[derive(Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "PascalCase")]
pub struct User {
    pub id: i64,
    pub username: String,
    pub encoded_key: String,
    pub name: String,
    pub email: String,
    pub role: String,
    pub branch_id: Option<i64>,
    pub active: bool,
    pub created_at: DateTime<Utc>,
}

const SELECT_USER: &str =
    "SELECT u.id, u.username, u.encoded_key, u.name, u.email, r.name AS role, u.branch_id, u.active, u.created_at
    FROM users u JOIN roles r ON r.id = u.role_id";

pub(super) async fn user_by_username(tx: &mut Tx, username: &str) -> Result<User> {
    tx.fetch_optional(crate::store::Sql::assembled(format!("{SELECT_USER} WHERE u.username = $1")), args![username])
        .await?
        .ok_or_else(|| Error::not_found("user", username))
}

/// `CreateUserCommand`: a staff user with a role and an optional home branch.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateUserCommand {
    pub username: Option<String>,
    pub name: Option<String>,
    pub email: Option<String>,
    pub role: Option<String>,
    pub branch_id: Option<i64>,
}

impl Command for CreateUserCommand {
    const NAME: &'static str = "CreateUserCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "User created successfully.";
    type Output = User;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.code("username", self.username.as_deref(), 64);
        c.required("name", self.name.as_deref(), 200);
        c.email("email", self.email.as_deref());
        c.required("role", self.role.as_deref(), 64);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<User> {
        let (username, name, email, role) = (
            self.username.unwrap_or_default(),
            self.name.unwrap_or_default(),
            self.email.unwrap_or_default(),
            self.role.unwrap_or_default(),
        );
        let role_id: i64 = cx
            .tx
            .scalar_optional("SELECT id FROM roles WHERE name = $1", args![&role])
            .await?
            .ok_or_else(|| Error::invalid("role", format!("no role named '{role}' (see `bank role list`)")))?;
        if let Some(branch_id) = self.branch_id {
            let state: Option<i64> =
                cx.tx.scalar_optional("SELECT object_state FROM branches WHERE id = $1", args![branch_id]).await?;
            if state.is_none_or(|s| s == 2) {
                return Err(Error::invalid("branchId", format!("no branch with id {branch_id}")));
            }
        }
        let taken: i64 = cx.tx.scalar("SELECT COUNT(*) FROM users WHERE username = $1", args![&username]).await?;
        if taken > 0 {
            return Err(Error::invalid("username", "is already taken"));
        }
        let t = now();
        cx.tx
            .execute(
                "INSERT INTO users (username, encoded_key, name, email, branch_id, role_id, active, created_at, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, TRUE, $7, $7)",
                args![&username, new_key(), name, email, self.branch_id, role_id, t],
            )
            .await?;
        let user = user_by_username(&mut cx.tx, &username).await?;
        cx.record(Draft::new(format!("created user {username} with role {role}")).entity(
            "User",
            user.id,
            &user.encoded_key,
            &username,
        ));
        Ok(user)
    }
}

/// `RetrieveUsersListQuery`: staff users, paginated.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveUsersListQuery {
    pub page_number: Option<i64>,
    pub page_size: Option<i64>,
    pub is_export: Option<bool>,
    /// A cursor: the page after (or before) the row it names.
    pub after: Option<String>,
    pub before: Option<String>,
}

impl Command for RetrieveUsersListQuery {
    const NAME: &'static str = "RetrieveUsersListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Paged<User>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Paged<User>> {
        let page = Page::resolve(self.page_number, self.page_size, 20, self.is_export.unwrap_or(false))?
            .seek(self.after.as_deref(), self.before.as_deref())?;
        const ORDER: Order = Order::by("users", cursor::text("u.username"));
        page.fetch(&mut cx.tx, &ORDER, SELECT_USER, " WHERE 1 = 1", vec![]).await
    }
}

/// `DisableUserCommand`: the user can no longer act; their tokens stop working.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DisableUserCommand {
    pub username: String,
}

/// `EnableUserCommand`: undoes `DisableUserCommand`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EnableUserCommand {
    pub username: String,
}

async fn set_active(cx: &mut Cx<'_>, username: &str, active: bool) -> Result<User> {
    if !active && username == cx.actor.username {
        return Err(Error::invalid("username", "you cannot disable your own user"));
    }
    let user = user_by_username(&mut cx.tx, username).await?;
    if user.active == active {
        return Err(Error::Conflict(format!(
            "user '{username}' is already {}",
            if active { "enabled" } else { "disabled" }
        )));
    }
    let changed = cx
        .tx
        .execute(
            // Disabling also moves the token version on: re-enabling later
            // does not bring the tokens issued before back to life.
            "UPDATE users SET active = $1, updated_at = $2,
                    token_version = token_version + CASE WHEN $1 THEN 0 ELSE 1 END
             WHERE id = $3 AND active = $4",
            args![active, now(), user.id, !active],
        )
        .await?;
    if changed != 1 {
        return Err(Error::Conflict(format!("user '{username}' changed while this request ran")));
    }
    let verb = if active { "enabled" } else { "disabled" };
    cx.record(Draft::new(format!("{verb} user {username}")).entity("User", user.id, &user.encoded_key, username));
    user_by_username(&mut cx.tx, username).await
}

impl Command for DisableUserCommand {
    const NAME: &'static str = "DisableUserCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    const MESSAGE: &'static str = "User disabled successfully.";
    type Output = User;

    async fn run(self, cx: &mut Cx<'_>) -> Result<User> {
        set_active(cx, &self.username, false).await
    }
}

impl Command for EnableUserCommand {
    const NAME: &'static str = "EnableUserCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    const MESSAGE: &'static str = "User enabled successfully.";
    type Output = User;

    async fn run(self, cx: &mut Cx<'_>) -> Result<User> {
        set_active(cx, &self.username, true).await
    }
}

/// A role with its approval limit and permissions.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct Role {
    pub name: String,
    /// In major units; `null` is unlimited.
    pub approval_limit: serde_json::Value,
    pub currency: String,
    pub permissions: Vec<String>,
}

/// `RetrieveRolesListQuery`: every role, most junior first.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct RetrieveRolesListQuery {}

impl Command for RetrieveRolesListQuery {
    const NAME: &'static str = "RetrieveRolesListQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_VIEW]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = Vec<Role>;

    async fn run(self, cx: &mut Cx<'_>) -> Result<Vec<Role>> {
        let rows: Vec<(i64, String, Option<i64>, String)> =
            cx.tx.fetch_all("SELECT id, name, approval_limit_minor, currency FROM roles ORDER BY id", vec![]).await?;
        let grants: Vec<(i64, String)> =
            cx.tx.fetch_all("SELECT role_id, permission FROM role_permissions ORDER BY permission", vec![]).await?;
        Ok(rows
            .into_iter()
            .map(|(id, name, limit, currency)| Role {
                name,
                approval_limit: limit.map_or(serde_json::Value::Null, crate::money::to_json_number),
                currency,
                permissions: grants.iter().filter(|(r, _)| *r == id).map(|(_, p)| p.clone()).collect(),
            })
            .collect())
    }
}
