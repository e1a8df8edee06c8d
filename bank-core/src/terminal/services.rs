//! Merchant and agent services switched on a user's terminals.

use super::*;

/// The answer of the merchant and agent service commands.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct ServicesChange {
    pub user_id: i64,
    pub service: &'static str,
    pub enabled: bool,
    /// How many of the user's non-terminated terminals were switched.
    pub terminals_updated: i64,
}

#[derive(Clone, Copy)]
pub(super) enum Service {
    Merchant,
    Agent,
}

impl Service {
    pub(super) fn name(self) -> &'static str {
        match self {
            Service::Merchant => "MerchantServices",
            Service::Agent => "AgentServices",
        }
    }
}

pub(super) fn user_id(c: &mut Checks, id: Option<i64>) {
    match id {
        None => c.add("userId", "is required"),
        Some(i) if i < 1 => c.add("userId", "must be positive"),
        Some(_) => {}
    }
}

/// Sets the service flag on every non-terminated terminal of merchant `user`.
pub(super) async fn set_services(
    cx: &mut Cx<'_>,
    user: i64,
    service: Service,
    enabled: bool,
) -> Result<ServicesChange> {
    let exists: i64 = cx.tx.scalar("SELECT COUNT(*) FROM users WHERE id = $1", args![user]).await?;
    if exists == 0 {
        return Err(Error::not_found("merchant user", user));
    }
    #[derive(sqlx::FromRow)]
    struct Id {
        id: i64,
    }
    let ids: Vec<Id> = cx
        .tx
        .fetch_all("SELECT id FROM terminals WHERE merchant_user_id = $1 AND status <> 'TERMINATED'", args![user])
        .await?;
    let sql = match service {
        Service::Merchant => {
            "UPDATE terminals SET enable_merchant_services = $1, last_updated = $2
             WHERE merchant_user_id = $3 AND status <> 'TERMINATED'"
        }
        Service::Agent => {
            "UPDATE terminals SET enable_agent_services = $1, last_updated = $2
             WHERE merchant_user_id = $3 AND status <> 'TERMINATED'"
        }
    };
    let changed = cx.tx.execute(sql, args![enabled, now(), user]).await?;
    for Id { id } in &ids {
        forget_after_commit(cx, *id);
    }
    let verb = if enabled { "enabled" } else { "disabled" };
    cx.record(Draft::new(format!("{verb} {} on {changed} terminal(s) of merchant user {user}", service.name())));
    Ok(ServicesChange {
        user_id: user,
        service: service.name(),
        enabled,
        terminals_updated: i64::try_from(changed).unwrap_or(i64::MAX),
    })
}

macro_rules! services_command {
    ($name:ident, $wire:literal, $service:expr, $enabled:literal, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug, Default, Deserialize)]
        #[serde(rename_all = "camelCase")]
        pub struct $name {
            pub user_id: Option<i64>,
        }

        impl Command for $name {
            const NAME: &'static str = $wire;
            const AREA: Area = Area::Core;
            const ACCESS: Access = Access::AnyOf(&[perm::TERMINALS_MANAGE]);
            const ACTIVITY: Option<ActivityType> = Some(ActivityType::Update);
            type Output = ServicesChange;

            fn validate(&self) -> Result<()> {
                let mut c = Checks::new();
                user_id(&mut c, self.user_id);
                c.finish()
            }

            async fn run(self, cx: &mut Cx<'_>) -> Result<ServicesChange> {
                set_services(cx, self.user_id.unwrap_or_default(), $service, $enabled).await
            }
        }
    };
}

services_command!(
    EnableMerchantServicesCommand,
    "EnableMerchantServicesCommand",
    Service::Merchant,
    true,
    "The spec's `EnableMerchantServicesCommand`: `userId` (the merchant user); sets `EnableMerchantServices` on the user's non-terminated terminals."
);
services_command!(
    DisableMerchantServicesCommand,
    "DisableMerchantServicesCommand",
    Service::Merchant,
    false,
    "The spec's `DisableMerchantServicesCommand`: `userId`; clears `EnableMerchantServices` on the user's non-terminated terminals."
);
services_command!(
    EnableAgentServicesCommand,
    "EnableAgentServicesCommand",
    Service::Agent,
    true,
    "`EnableAgentServicesCommand` (parameters not in the spec; chosen like the merchant one): `userId`; sets `EnableAgentServices`."
);
services_command!(
    DisableAgentServicesCommand,
    "DisableAgentServicesCommand",
    Service::Agent,
    false,
    "`DisableAgentServicesCommand`: `userId`; clears `EnableAgentServices` on the user's non-terminated terminals."
);
