//! Token administration: issuing records who got one, revoking moves the
//! user's token version on, rotating writes a new signing key.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::user::user_by_username;
use super::{Access, perm};
use crate::args;
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::store::{Tx, now};
use crate::trail::{ActivityType, Draft};

pub const COMMANDS: &[Registration] = &[Registration::of::<RevokeUserTokensCommand>()];

/// Records the issue of a token (not in the catalogue: tokens are minted by
/// `bank token issue`, the spec leaves the login operation out).
#[derive(Clone, Debug, Deserialize)]
pub struct IssueTokenCommand {
    pub username: String,
}

/// Who a token is issued to: the name and the token version it will carry.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TokenSubject {
    pub username: String,
    pub token_version: i64,
}

async fn token_version(tx: &mut Tx, user_id: i64) -> Result<i64> {
    tx.scalar("SELECT token_version FROM users WHERE id = $1", args![user_id]).await
}

impl Command for IssueTokenCommand {
    const NAME: &'static str = "IssueTokenCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TOKENS_ISSUE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    type Output = TokenSubject;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TokenSubject> {
        let user = user_by_username(&mut cx.tx, &self.username).await?;
        if !user.active {
            return Err(Error::invalid("username", format!("user '{}' is disabled", self.username)));
        }
        cx.record(Draft::new(format!("issued an access token for {}", user.username)).entity(
            "User",
            user.id,
            &user.encoded_key,
            &user.username,
        ));
        Ok(TokenSubject { token_version: token_version(&mut cx.tx, user.id).await?, username: user.username })
    }
}

/// `RevokeUserTokensCommand`: every token issued to the user so far stops
/// working at once (their token version moves on); new ones may be issued.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RevokeUserTokensCommand {
    pub username: String,
}

impl Command for RevokeUserTokensCommand {
    const NAME: &'static str = "RevokeUserTokensCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    const MESSAGE: &'static str = "The user's tokens are revoked.";
    type Output = TokenSubject;

    async fn run(self, cx: &mut Cx<'_>) -> Result<TokenSubject> {
        let user = user_by_username(&mut cx.tx, &self.username).await?;
        let version = token_version(&mut cx.tx, user.id).await?;
        let changed = cx
            .tx
            .execute(
                "UPDATE users SET token_version = $1, updated_at = $2 WHERE id = $3 AND token_version = $4",
                args![version + 1, now(), user.id, version],
            )
            .await?;
        if changed != 1 {
            return Err(Error::Conflict(format!("user '{}' changed while this request ran", user.username)));
        }
        cx.record(Draft::new(format!("revoked every access token of {}", user.username)).entity(
            "User",
            user.id,
            &user.encoded_key,
            &user.username,
        ));
        Ok(TokenSubject { username: user.username, token_version: version + 1 })
    }
}

/// Rotates the token signing key in `path` (not in the catalogue: the key file
/// is the server's, and only `bank auth rotate-key` on its host may touch it).
/// Tokens signed before verify for `grace_seconds` more.
#[derive(Clone, Debug, Deserialize)]
pub struct RotateTokenKeyCommand {
    pub path: PathBuf,
    pub grace_seconds: i64,
}

/// The new signing key's id, and until when the keys before it verify.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Rotated {
    pub kid: String,
    pub previous_keys_retire_at: chrono::DateTime<chrono::Utc>,
}

impl Command for RotateTokenKeyCommand {
    const NAME: &'static str = "RotateTokenKeyCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::USERS_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Security);
    type Output = Rotated;

    fn validate(&self) -> Result<()> {
        let (_, high) = super::TOKEN_TTL_SETTING_RANGE;
        if !(0..=i64::try_from(high).unwrap_or(i64::MAX)).contains(&self.grace_seconds) {
            return Err(Error::invalid("grace", format!("must be 0 to {} days", high / 86400)));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Rotated> {
        let grace = chrono::Duration::seconds(self.grace_seconds);
        let kid = super::keyring::rotate(&self.path, grace)?;
        cx.record(Draft::new(format!(
            "rotated the token signing key (new key {kid}; earlier keys retire in {}s)",
            self.grace_seconds
        )));
        Ok(Rotated { kid, previous_keys_retire_at: now() + grace })
    }
}
