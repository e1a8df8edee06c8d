//! `AddCommentCommand`: one command for every kind of entity.

use super::*;

/// `AddCommentCommand`: `entity` (`Loan`, `Client`, `Deposit` or `Policy`),
/// `entityId` or `encodedKey` (the entity's encoded key or its number: loan
/// number, account number, client code, policy number), `comment` (1 to 2000
/// characters). The entity must exist. Answers the comment in the list item
/// shape plus the page's keys (see [`AddedComment`]).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AddCommentCommand {
    pub entity: Option<String>,
    pub entity_id: Option<i64>,
    pub encoded_key: Option<String>,
    pub comment: Option<String>,
}

/// The added comment: the list item's keys, and those the product's page
/// shows: `commentId`, the entity's id and encoded key under its own name
/// (`loanId`/`loanEncodedKey`, `clientId`/..., `depositId`/...,
/// `policyId`/...), `accountNumber` for loans and deposits, `timestamp`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AddedComment {
    #[serde(flatten)]
    pub item: CommentItem,
    pub comment_id: i64,
    #[serde(flatten)]
    pub entity: Map<String, Value>,
    pub timestamp: DateTime<Utc>,
}

impl AddedComment {
    fn new(item: CommentItem, entity: Entity, target: &Target) -> AddedComment {
        let prefix = match entity {
            Entity::Loan => "loan",
            Entity::Client => "client",
            Entity::Deposit => "deposit",
            Entity::Policy => "policy",
        };
        let mut keys = Map::new();
        keys.insert(format!("{prefix}Id"), target.id.into());
        keys.insert(format!("{prefix}EncodedKey"), target.encoded_key.clone().into());
        match entity {
            Entity::Loan | Entity::Deposit => {
                keys.insert("accountNumber".into(), target.number.clone().into());
            }
            Entity::Policy => {
                keys.insert("policyNumber".into(), target.number.clone().into());
            }
            Entity::Client => {}
        }
        AddedComment { comment_id: item.id, timestamp: item.date_created, item, entity: keys }
    }
}

impl Command for AddCommentCommand {
    const NAME: &'static str = "AddCommentCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::COMMENTS_CREATE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "Comment added successfully.";
    type Output = AddedComment;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.entity.as_deref() {
            None => c.add("entity", "is required"),
            Some(e) if Entity::parse(e).is_none() => c.add("entity", ENTITY_HELP),
            Some(_) => {}
        }
        match (self.entity_id, self.encoded_key.as_deref()) {
            (None, None) => c.add("entityId", "is required (or encodedKey)"),
            (Some(_), Some(_)) => c.add("encodedKey", "give entityId or encodedKey, not both"),
            (None, Some(key)) => {
                c.required("encodedKey", Some(key), 100);
            }
            (Some(_), None) => {}
        }
        match self.comment.as_deref() {
            None => c.add("comment", "is required"),
            Some(t) if t.trim().is_empty() => c.add("comment", "must not be blank"),
            Some(t) => {
                if t.chars().count() > MAX_COMMENT_CHARS {
                    c.add("comment", format!("must be at most {MAX_COMMENT_CHARS} characters"));
                }
                if t.chars().any(|ch| ch.is_control() && !matches!(ch, '\n' | '\r' | '\t')) {
                    c.add("comment", "must not contain control characters");
                }
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<AddedComment> {
        let entity =
            self.entity.as_deref().and_then(Entity::parse).ok_or_else(|| Error::invalid("entity", ENTITY_HELP))?;
        let target = resolve(&mut cx.tx, entity, self.entity_id, self.encoded_key.as_deref()).await?;
        let text = self.comment.unwrap_or_default();
        let key = new_key();
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO comments (encoded_key, entity_type, entity_id, client_id, comment, user_name, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                args![&key, entity.wire(), target.id, target.client_id, &text, &cx.actor.username, now()],
            )
            .await?;
        let item: CommentItem = cx
            .tx
            .fetch_one(Sql::assembled(format!("{SELECT_COMMENT}{FROM_COMMENT} WHERE c.id = $1")), args![id])
            .await?;
        cx.record(Draft::new(format!("commented on {} {}", entity.noun(), target.number)).entity(
            entity.wire(),
            target.id,
            &target.encoded_key,
            &target.number,
        ));
        Ok(AddedComment::new(item, entity, &target))
    }
}
