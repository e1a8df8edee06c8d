//! The engine half of the demo: a process definition, a webhook of each
//! type and a recurring job, the webhooks and the job running as the service
//! user the fixture names.

use bank_core::engine::ChainStep;
use bank_core::engine::process::{GetProcessDefinitionByIdQuery, RegisterProcessDefinitionCommand};
use bank_core::error::Error;
use bank_core::jobs::{CreateRecurringJobCommand, GetRecurringJobListQuery};
use bank_core::webhook::{CreateWebHookConfigCommand, GetWebHookConfigListQuery, IpList};
use serde::Serialize;

use super::Loader;
use super::fixture::{Job, Process, Webhook};
use crate::error::CliError;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestWebhook {
    pub id: i64,
    pub key: String,
    pub path: String,
    pub action: String,
    pub url: String,
    pub execution_type: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestProcess {
    id: i64,
    key: String,
    name: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestJob {
    id: i64,
    key: String,
    cron_expression: String,
    time_zone: String,
}

pub struct Loaded {
    pub webhooks: Vec<ManifestWebhook>,
    pub processes: Vec<ManifestProcess>,
    pub jobs: Vec<ManifestJob>,
}

pub async fn load(l: &Loader<'_>, process: &Process, webhooks: &[Webhook], job: &Job) -> Result<Loaded, CliError> {
    let existing = l.run(GetProcessDefinitionByIdQuery { id: None, key: Some(process.key.clone()) }).await;
    let definition = match existing {
        Ok(d) => d,
        Err(Error::NotFound { .. }) => {
            let request = RegisterProcessDefinitionCommand {
                key: Some(process.key.clone()),
                definition: Some(process.definition.clone()),
            };
            l.run(request).await?
        }
        Err(e) => return Err(e.into()),
    };
    let processes = vec![ManifestProcess { id: definition.id, key: definition.key, name: definition.name }];
    let mut hooks = Vec::new();
    for seed in webhooks {
        // The fixture's one process is the only one a webhook can name.
        let process_id = seed.process.as_ref().map(|_| definition.id);
        hooks.push(webhook(l, seed, process_id).await?);
    }
    let jobs = vec![recurring_job(l, job).await?];
    Ok(Loaded { webhooks: hooks, processes, jobs })
}

async fn webhook(l: &Loader<'_>, seed: &Webhook, process_id: Option<i64>) -> Result<ManifestWebhook, CliError> {
    let list = GetWebHookConfigListQuery { key: Some(seed.key.clone()), ..Default::default() };
    if let Some(w) = l.run(list).await?.items.into_iter().find(|w| w.key == seed.key) {
        return Ok(ManifestWebhook {
            id: w.id,
            key: w.key,
            path: w.path,
            action: w.action,
            url: w.url,
            execution_type: w.execution_type,
        });
    }
    let chain = seed.command_chain.as_ref().map(|steps| {
        steps.iter().map(|s| ChainStep { command_name: s.command_name.clone(), data: s.data.clone() }).collect()
    });
    let request = CreateWebHookConfigCommand {
        key: Some(seed.key.clone()),
        description: Some(seed.description.clone()),
        path: Some(seed.path.clone()),
        action: Some(seed.action.clone()),
        execution_type: Some(seed.execution_type),
        command_name: seed.command_name.clone(),
        command_chain: chain,
        execution_code: seed.execution_code.clone(),
        process_definition_id: process_id,
        is_enabled: Some(true),
        // Restricted like any other (the fixture's addresses).
        allowable_ips: Some(IpList::Text(seed.allowable_ips.clone())),
        secret: None,
        run_as_user: Some(seed.run_as.clone()),
        allow_anonymous: None,
    };
    let c = l.run(request).await?;
    Ok(ManifestWebhook {
        id: c.id,
        key: c.key,
        path: c.path,
        action: seed.action.clone(),
        url: c.url,
        execution_type: c.execution_type,
    })
}

async fn recurring_job(l: &Loader<'_>, seed: &Job) -> Result<ManifestJob, CliError> {
    let list = GetRecurringJobListQuery { key: Some(seed.key.clone()), ..Default::default() };
    if let Some(j) = l.run(list).await?.items.into_iter().find(|j| j.key == seed.key) {
        return Ok(ManifestJob { id: j.id, key: j.key, cron_expression: j.cron_expression, time_zone: j.time_zone });
    }
    let request = CreateRecurringJobCommand {
        key: Some(seed.key.clone()),
        description: Some(seed.description.clone()),
        cron_expression: Some(seed.cron_expression.clone()),
        time_zone: Some(seed.time_zone.clone()),
        execution_type: Some(seed.execution_type),
        command_name: Some(seed.command_name.clone()),
        payload: seed.payload.clone().map(serde_json::Value::Object),
        run_as_user: Some(seed.run_as.clone()),
        is_enabled: Some(true),
        ..Default::default()
    };
    let saved = l.run(request).await?;
    Ok(ManifestJob {
        id: saved.id,
        key: saved.key,
        cron_expression: seed.cron_expression.clone(),
        time_zone: seed.time_zone.clone(),
    })
}
