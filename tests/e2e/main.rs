//! End-to-end tests: the real `bank` binary and a real `bank serve`, on SQLite
//! and, with BANK_TEST_POSTGRES_URL set, on PostgreSQL. One test binary.

mod activity;
mod cheque;
mod cli;
mod comment;
mod docs;
mod document;
mod document_access;
mod engine;
mod hotpath;
mod http;
mod integrity;
mod ledger;
mod model;
mod notify;
mod ops;
mod plans;
mod referral;
mod storage;
mod support;
mod terminal;
mod till;
mod trust;
mod txn;
mod txn_cli;
mod vault;
mod webhook;
mod wire_cheque;
mod wire_docmd;
mod wire_engine;
mod wire_jobs;
mod wire_messages;
mod wire_social;
mod wire_till;
mod wire_txn;
mod wire_webhook;
