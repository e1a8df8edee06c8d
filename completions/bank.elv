
use builtin;
use str;

set edit:completion:arg-completer[bank] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'bank'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'bank'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand init 'Create or migrate the database and seed roles and the admin user (idempotent)'
            cand demo 'Load a realistic demo dataset and print its manifest (idempotent)'
            cand serve 'Serve the HTTP interface'
            cand exec 'Run any registered command with a JSON request; prints the wire response'
            cand commands 'List the commands the interface serves, their documented aliases and envelopes'
            cand openapi 'Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)'
            cand token 'Access tokens for staff users'
            cand auth 'Token revocation and signing-key rotation'
            cand user 'Staff users'
            cand role 'Roles, their permissions and approval limits'
            cand branch 'Branches'
            cand gl 'General ledger accounts: the chart of accounts'
            cand journal 'Journal transactions and entries; reversals'
            cand period 'Accounting periods: close the books through a date, or reopen them'
            cand config 'Bank-wide settings kept in the database: the time zone the bank''s days follow'
            cand report 'Ledger reports'
            cand client 'Clients (customers)'
            cand account 'Deposit accounts, holds and statements'
            cand loan 'Loans'
            cand policy 'Insurance policies'
            cand comment 'Comments on loans, clients and deposit accounts'
            cand doc 'Documents of clients, loans, deposit accounts and policies: upload, list, download'
            cand referral 'Employee referrals: employees, their referral codes and referred customers'
            cand terminal 'Self-service terminals (ATM, POS, kiosk) and their PTSP providers'
            cand customer 'Self-service customers: profiles, their verified device, customer tokens'
            cand notify 'Notifications to self-service customers (inbox, real time, push)'
            cand push 'Mobile push installations'
            cand activity 'The audit trail: every user''s activities (with filters) or one''s own'
            cand till 'Teller tills: open, fund, count, close; one''s own list'
            cand vault 'Vaults: create, count the opening inventory, list, show'
            cand txn 'Universal transactions: deposits, withdrawals, disbursements, approvals, reversals'
            cand cheque 'Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch'
            cand webhook 'Inbound webhooks: configuration of /api/webhook/PATH endpoints'
            cand events 'Events out: subscribers'' URLs that every recorded state change is POSTed to, signed'
            cand process 'Process definitions and instances (user tasks, callbacks)'
            cand jobs 'Recurring (cron) jobs and their runs; run-due for cron-driven batch use'
            cand eod 'Close of business: run a business day''s close, see past runs'
            cand verify 'Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains'
            cand doctor 'Check the setup: configuration, database, schema, key file, document store, FCM key, clock'
            cand bench 'Measure performance against the configured database (use a scratch one)'
            cand completions 'Print shell completions (or write them all with --dir)'
            cand man 'Write man pages'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;init'= {
            cand --documents 'Where document files go: a directory (file:///PATH) or s3://BUCKET[/PREFIX] with AWS_* credentials from the environment. Default: `documents` beside a SQLite file, else the user''s data folder. Given on an initialised database, it replaces the store in force'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;demo'= {
            cand --token-ttl 'Lifetime of the tokens printed in the manifest (at most the maximum token lifetime)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --force 'Load into a PostgreSQL database, or one that already holds data of its own'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;serve'= {
            cand -l 'Address to listen on; port 0 picks a free port (printed on start)'
            cand --listen 'Address to listen on; port 0 picks a free port (printed on start)'
            cand --body-limit-bytes 'Largest request body accepted, in bytes'
            cand --document-body-limit-bytes 'Largest body on /api/core/cmd, which carries base64 document uploads'
            cand --webhook-body-limit-bytes 'Largest body accepted on inbound webhooks, in bytes'
            cand --trusted-proxy 'A reverse proxy whose X-Forwarded-For names the caller, for the audit trail and webhook allow-lists (repeatable); from any other peer the header is ignored'
            cand --cors-origin 'A browser origin allowed to call the API (CORS), e.g. https://app.example.com (repeatable); none by default'
            cand --rate-limit-ip 'Requests per client address, e.g. 300/s (burst 600) or 6000/min; `off` for none. Checked before the token; over it the answer is 429 with Retry-After'
            cand --rate-limit-user 'Requests per authenticated user, whichever token they use, e.g. 300/s; `off` for none'
            cand --eod-at 'Close yesterday''s business once the bank''s local time passes HH:MM (`bank eod run`); several servers may: one closes the day'
            cand --eod-as 'The staff user the scheduled close of business acts as (it needs transactions.cancel, cheques.clear and journal.view)'
            cand --log-format 'How log lines are written: `text` for people, `json` for log collectors'
            cand --fcm-service-account 'Firebase service-account JSON: enables FCM push (without it, real time and inbox only)'
            cand --fcm-base-url 'FCM base URL (default https://fcm.googleapis.com), e.g. a local test server'
            cand --fcm-token-uri 'OAuth token URI overriding the service account''s token_uri'
            cand --push-retry-base-ms 'First retry delay of a failed push, in milliseconds (doubles per attempt, capped at 10 minutes)'
            cand --sms-provider-url 'SMS gateway URL: SendSMSCommand messages are POSTed there as JSON (without it they stay queued)'
            cand --sms-provider-token-file 'File holding the SMS gateway''s bearer token'
            cand --mail-provider-url 'Mail gateway URL: SendMailCommand messages are POSTed there as JSON (without it they stay queued)'
            cand --mail-provider-token-file 'File holding the mail gateway''s bearer token'
            cand --message-retry-base-ms 'First retry delay of a failed SMS or e-mail, in milliseconds (doubles per attempt, capped at 10 minutes)'
            cand --message-max-attempts 'Attempts at an SMS or e-mail before it is recorded FAILED'
            cand --event-retry-base-ms 'First retry delay of an event a subscriber did not take, in milliseconds (doubles per attempt, capped at 1 hour)'
            cand --event-max-attempts 'Attempts at an event before its delivery is dead (listed by `bank events deliveries --state dead`)'
            cand --event-timeout-ms 'How long one event POST may take, in milliseconds; a delivery in flight is held 5 s longer'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-scheduler 'Do not run the scheduler (recurring jobs, orphaned processes) in this instance'
            cand --log-json 'Shorthand for --log-format json'
            cand --no-dispatch 'Do not run the notification dispatcher in this instance (another instance or `bank notify dispatch` does)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;exec'= {
            cand -d 'The request: inline JSON, @FILE, or - for standard input'
            cand --data 'The request: inline JSON, @FILE, or - for standard input'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;commands'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --markdown 'The README''s table of documented aliases, as Markdown'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;openapi'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;token'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand issue 'Issue a bearer token for a staff user (needs tokens.issue)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;token;issue'= {
            cand --ttl 'Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;token;help'= {
            cand issue 'Issue a bearer token for a staff user (needs tokens.issue)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;token;help;issue'= {
        }
        &'bank;token;help;help'= {
        }
        &'bank;auth'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand revoke 'Make every token issued to a user so far stop working (needs users.manage)'
            cand rotate-key 'Write a new token signing key; tokens signed before verify for a grace period'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;auth;revoke'= {
            cand --user 'The staff user whose tokens stop working'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;auth;rotate-key'= {
            cand --grace 'How long tokens signed with the earlier keys keep working (0s: at once)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;auth;help'= {
            cand revoke 'Make every token issued to a user so far stop working (needs users.manage)'
            cand rotate-key 'Write a new token signing key; tokens signed before verify for a grace period'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;auth;help;revoke'= {
        }
        &'bank;auth;help;rotate-key'= {
        }
        &'bank;auth;help;help'= {
        }
        &'bank;user'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Add a staff user'
            cand list 'List staff users'
            cand disable 'Disable a staff user: they can no longer act and their tokens stop working'
            cand enable 'Enable a disabled staff user'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;user;add'= {
            cand --name 'name'
            cand --email 'email'
            cand --role 'Role name, e.g. Teller or "Branch Manager" (see `bank role list`)'
            cand --branch-id 'Home branch id'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;list'= {
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;disable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;enable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;help'= {
            cand add 'Add a staff user'
            cand list 'List staff users'
            cand disable 'Disable a staff user: they can no longer act and their tokens stop working'
            cand enable 'Enable a disabled staff user'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;user;help;add'= {
        }
        &'bank;user;help;list'= {
        }
        &'bank;user;help;disable'= {
        }
        &'bank;user;help;enable'= {
        }
        &'bank;user;help;help'= {
        }
        &'bank;role'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List roles with their approval limits and permissions'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;role;list'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;role;help'= {
            cand list 'List roles with their approval limits and permissions'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;role;help;list'= {
        }
        &'bank;role;help;help'= {
        }
        &'bank;branch'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a branch'
            cand list 'List branches'
            cand show 'Show one branch by id or key'
            cand update 'Update a branch (UpdateBranchCommand); unset fields keep their values'
            cand set-state 'Change a branch''s state: active, not-active, or deleted (final)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;branch;create'= {
            cand --name 'name'
            cand --email 'email'
            cand --mobile 'mobile'
            cand --address-line1 'address-line1'
            cand --address-line2 'address-line2'
            cand --city 'city'
            cand --state 'state'
            cand --country 'country'
            cand --zip 'zip'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;list'= {
            cand --state 'Only branches in this state (named as `branch set-state` names them, like every list''s --state)'
            cand --search 'Text to find in the code or name'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;update'= {
            cand --key 'New branch code'
            cand --name 'name'
            cand --email 'email'
            cand --mobile 'mobile'
            cand --address-line1 'address-line1'
            cand --address-line2 'address-line2'
            cand --city 'city'
            cand --state 'state'
            cand --country 'country'
            cand --zip 'zip'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;set-state'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;help'= {
            cand create 'Create a branch'
            cand list 'List branches'
            cand show 'Show one branch by id or key'
            cand update 'Update a branch (UpdateBranchCommand); unset fields keep their values'
            cand set-state 'Change a branch''s state: active, not-active, or deleted (final)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;branch;help;create'= {
        }
        &'bank;branch;help;list'= {
        }
        &'bank;branch;help;show'= {
        }
        &'bank;branch;help;update'= {
        }
        &'bank;branch;help;set-state'= {
        }
        &'bank;branch;help;help'= {
        }
        &'bank;gl'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Add a GL account to the chart'
            cand list 'List GL accounts by code, with their balances'
            cand show 'Show one GL account by id or GL code, with its balance'
            cand deactivate 'Deactivate a GL account: no further postings, its history stays'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;gl;add'= {
            cand --name 'name'
            cand --type 'type'
            cand --currency 'Currency code, e.g. NGN'
            cand --branch-id 'The branch that owns the account (default: all branches)'
            cand --description 'description'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;gl;list'= {
            cand --type 'Only accounts of this type'
            cand --currency 'Only accounts in this currency, e.g. NGN'
            cand --active 'Only active (true) or only inactive (false) accounts'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;gl;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --code 'Read the argument as a GL code even when it is a number'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;gl;deactivate'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;gl;help'= {
            cand add 'Add a GL account to the chart'
            cand list 'List GL accounts by code, with their balances'
            cand show 'Show one GL account by id or GL code, with its balance'
            cand deactivate 'Deactivate a GL account: no further postings, its history stays'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;gl;help;add'= {
        }
        &'bank;gl;help;list'= {
        }
        &'bank;gl;help;show'= {
        }
        &'bank;gl;help;deactivate'= {
        }
        &'bank;gl;help;help'= {
        }
        &'bank;journal'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand post 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file'
            cand list 'List journal transactions, latest first'
            cand entries 'List journal entries (one per GL line), latest first'
            cand show 'Show one journal transaction with its entries'
            cand reverse 'Reverse a journal transaction with an equal and opposite one'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;journal;post'= {
            cand --debit 'A debit line, GLCODE:AMOUNT (repeatable)'
            cand --credit 'A credit line, GLCODE:AMOUNT (repeatable)'
            cand --currency 'Currency of the journal'
            cand --date 'Booking date (YYYY-MM-DD or a datetime); default now'
            cand --notes 'notes'
            cand --reference 'Transaction reference (generated when omitted)'
            cand --file 'A batch: .json (array of PostJournalEntryCommand requests, each with a transactionReference) or .csv (columns reference,date,currency,gl_code,side,amount,notes; rows sharing a reference form one journal)'
            cand --chunk 'Journals of a file posted per database transaction (each in its own savepoint, so a refused journal fails alone)'
            cand --parallel 'Chunks of a file posted at once, each in a database transaction of its own (PostgreSQL runs them side by side; SQLite''s one writer takes them in turn). A file that names one reference twice is posted one chunk at a time, in order'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --continue-on-error 'Post the valid journals of a file even when others cannot be read (by default one unreadable journal stops the whole file before anything is posted)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;journal;list'= {
            cand --from 'Booked on or after this date or datetime'
            cand --to 'Booked on or before this date (the whole day) or datetime'
            cand --search 'Text to find in the transaction id or the user''s name'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;journal;entries'= {
            cand --currency 'Only entries in this currency, e.g. NGN'
            cand --from 'Booked on or after this date or datetime'
            cand --to 'Booked on or before this date (the whole day) or datetime'
            cand --search 'Text to find in the GL code or the transaction id'
            cand --gl-code 'Only entries on this GL account (exact GL code)'
            cand --branch-id 'Only entries booked at this branch'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --export 'Write every matching entry to stdout as it is read, in this format (no table, no paging; memory stays bounded however many rows)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;journal;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;journal;reverse'= {
            cand --reason 'Why; kept on the reversal''s notes and the audit trail'
            cand --value-date 'Back-date the reversal''s value date to this date (a bank day) or datetime (in an open period)'
            cand --booking-date 'Book the reversal on this date (a bank day) or datetime instead of now (in an open period)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;journal;help'= {
            cand post 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file'
            cand list 'List journal transactions, latest first'
            cand entries 'List journal entries (one per GL line), latest first'
            cand show 'Show one journal transaction with its entries'
            cand reverse 'Reverse a journal transaction with an equal and opposite one'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;journal;help;post'= {
        }
        &'bank;journal;help;list'= {
        }
        &'bank;journal;help;entries'= {
        }
        &'bank;journal;help;show'= {
        }
        &'bank;journal;help;reverse'= {
        }
        &'bank;journal;help;help'= {
        }
        &'bank;period'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand close 'Close the books through a date: no postings or reversals on or before it'
            cand reopen 'Reopen the latest closed period (administrators), with a reason'
            cand list 'List closings of the books, latest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;period;close'= {
            cand --through 'Last day to close, YYYY-MM-DD (before today)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;period;reopen'= {
            cand --reason 'Why the books are reopened; kept on the audit trail'
            cand --through 'The closing to undo (its closed-through date); refused if another reopen undid it first. Without it, the latest closing is undone'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;period;list'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;period;help'= {
            cand close 'Close the books through a date: no postings or reversals on or before it'
            cand reopen 'Reopen the latest closed period (administrators), with a reason'
            cand list 'List closings of the books, latest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;period;help;close'= {
        }
        &'bank;period;help;reopen'= {
        }
        &'bank;period;help;list'= {
        }
        &'bank;period;help;help'= {
        }
        &'bank;config'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand set 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`'
            cand show 'Show the bank-wide settings, with today''s date in the bank''s time zone'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;config;set'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;config;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;config;help'= {
            cand set 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`'
            cand show 'Show the bank-wide settings, with today''s date in the bank''s time zone'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;config;help;set'= {
        }
        &'bank;config;help;show'= {
        }
        &'bank;config;help;help'= {
        }
        &'bank;report'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand trial-balance 'Trial balance: each GL account''s net balance, with totals per currency'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;report;trial-balance'= {
            cand --as-of 'Balances at the end of this day, YYYY-MM-DD (default: now)'
            cand --branch 'Only entries booked at this branch (id)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;report;help'= {
            cand trial-balance 'Trial balance: each GL account''s net balance, with totals per currency'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;report;help;trial-balance'= {
        }
        &'bank;report;help;help'= {
        }
        &'bank;client'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a client at a branch'
            cand list 'List clients by code'
            cand show 'Show one client by id or client code'
            cand close 'Close a client that has no open accounts or live loans'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;client;create'= {
            cand --name 'name'
            cand --branch-id 'Home branch id (an active branch)'
            cand --code 'Client code, unique (default: generated, e.g. C12345678)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;client;list'= {
            cand --search 'Text to find in the name or client code'
            cand --branch-id 'Only clients of this branch'
            cand --state 'Only clients in this state'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;client;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;client;close'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;client;help'= {
            cand create 'Create a client at a branch'
            cand list 'List clients by code'
            cand show 'Show one client by id or client code'
            cand close 'Close a client that has no open accounts or live loans'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;client;help;create'= {
        }
        &'bank;client;help;list'= {
        }
        &'bank;client;help;show'= {
        }
        &'bank;client;help;close'= {
        }
        &'bank;client;help;help'= {
        }
        &'bank;account'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand open 'Open a deposit account for a client, optionally with an opening balance'
            cand list 'List deposit accounts'
            cand show 'Show one deposit account by number, with its balances'
            cand lock 'Lock an account: no movements until it is unlocked (reversals excepted)'
            cand unlock 'Unlock a locked account'
            cand close 'Close an empty account with no holds'
            cand hold 'Place a hold (lien) on part of an account''s available balance'
            cand release 'Release a hold'
            cand statement 'An account''s postings in a date range, with running balances'
            cand balance 'An account''s book, held and available balances now or at a past instant'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;account;open'= {
            cand --client-id 'The owning client''s id (an active client)'
            cand --currency 'Currency code, e.g. NGN'
            cand --control-gl 'Id of the liability GL account that controls the account, in its currency'
            cand --tier 'Account tier (default: basic)'
            cand --opening-balance 'Amount to post at once, e.g. 50000.00: debit --funding-gl, credit the account'
            cand --funding-gl 'Id of the GL account that funds the opening balance (e.g. teller cash)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;list'= {
            cand --client-id 'Only this client''s accounts'
            cand --state 'Only accounts in this state'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;lock'= {
            cand --reason 'Why; kept on the audit trail'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;unlock'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;close'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;hold'= {
            cand --amount 'Amount to hold, e.g. 2500.00 (at most the available balance)'
            cand --reason 'Why; kept with the hold'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;release'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;statement'= {
            cand --from 'First day, YYYY-MM-DD (default: from the first posting)'
            cand --to 'Last day, YYYY-MM-DD (default: up to now)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --daily 'One row per bank day with postings (opening, debits, credits, closing) instead of the postings'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;balance'= {
            cand --as-of 'The instant: 2026-10-31T17:00 (UTC), 2026-10-31T17:00:00+01:00, or a day (2026-10-31: its end); now when absent'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;account;help'= {
            cand open 'Open a deposit account for a client, optionally with an opening balance'
            cand list 'List deposit accounts'
            cand show 'Show one deposit account by number, with its balances'
            cand lock 'Lock an account: no movements until it is unlocked (reversals excepted)'
            cand unlock 'Unlock a locked account'
            cand close 'Close an empty account with no holds'
            cand hold 'Place a hold (lien) on part of an account''s available balance'
            cand release 'Release a hold'
            cand statement 'An account''s postings in a date range, with running balances'
            cand balance 'An account''s book, held and available balances now or at a past instant'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;account;help;open'= {
        }
        &'bank;account;help;list'= {
        }
        &'bank;account;help;show'= {
        }
        &'bank;account;help;lock'= {
        }
        &'bank;account;help;unlock'= {
        }
        &'bank;account;help;close'= {
        }
        &'bank;account;help;hold'= {
        }
        &'bank;account;help;release'= {
        }
        &'bank;account;help;statement'= {
        }
        &'bank;account;help;balance'= {
        }
        &'bank;account;help;help'= {
        }
        &'bank;loan'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a loan for a client, pending approval'
            cand list 'List loans'
            cand show 'Show one loan by id or loan number'
            cand approve 'Approve a pending loan (ready to disburse)'
            cand close 'Close a loan that was never disbursed'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;loan;create'= {
            cand --client-id 'The borrowing client''s id (an active client)'
            cand --principal 'Principal, e.g. 250000.00'
            cand --currency 'Currency code, e.g. NGN'
            cand --disbursement-gl 'Id of the active GL account the loan is disbursed from, in its currency'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;loan;list'= {
            cand --client-id 'Only this client''s loans'
            cand --state 'Only loans in this state'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;loan;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;loan;approve'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;loan;close'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;loan;help'= {
            cand create 'Create a loan for a client, pending approval'
            cand list 'List loans'
            cand show 'Show one loan by id or loan number'
            cand approve 'Approve a pending loan (ready to disburse)'
            cand close 'Close a loan that was never disbursed'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;loan;help;create'= {
        }
        &'bank;loan;help;list'= {
        }
        &'bank;loan;help;show'= {
        }
        &'bank;loan;help;approve'= {
        }
        &'bank;loan;help;close'= {
        }
        &'bank;loan;help;help'= {
        }
        &'bank;policy'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create an insurance policy for a client'
            cand list 'List insurance policies'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;policy;create'= {
            cand --client-id 'The policyholder''s client id'
            cand --number 'Policy number, unique (default: generated, e.g. P123456789)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;policy;list'= {
            cand --client-id 'Only this client''s policies'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;policy;help'= {
            cand create 'Create an insurance policy for a client'
            cand list 'List insurance policies'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;policy;help;create'= {
        }
        &'bank;policy;help;list'= {
        }
        &'bank;policy;help;help'= {
        }
        &'bank;comment'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Add a comment to a loan, client or deposit account'
            cand list 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;comment;add'= {
            cand --entity 'What the comment is on'
            cand --entity-id 'The loan, client or deposit account id'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;comment;list'= {
            cand --loan-id 'Comments on this loan (the spec''s RetrieveLoanCommentListQuery)'
            cand --entity 'Comments on this kind of entity (RetrieveCommentsListQuery)'
            cand --entity-id 'Only the comments on this entity'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;comment;help'= {
            cand add 'Add a comment to a loan, client or deposit account'
            cand list 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;comment;help;add'= {
        }
        &'bank;comment;help;list'= {
        }
        &'bank;comment;help;help'= {
        }
        &'bank;doc'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand upload 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)'
            cand list 'List documents, newest first: all (with filters) or one entity''s'
            cand download 'Save a stored document''s bytes to a file (recorded on the activity trail)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;doc;upload'= {
            cand --client 'The client''s id'
            cand --loan 'The loan''s id'
            cand --deposit 'The deposit account''s id'
            cand --policy 'The policy''s id'
            cand --title 'title'
            cand --description 'description'
            cand --number 'Document number (e.g. the passport number); unique across documents'
            cand --type '1 National ID, 2 Passport, 3 Driver''s License, 4 Utility Bill, 5 Bank Statement, 6 Contract, 7 Other'
            cand --type-description 'Describes the type when it is not one of the above'
            cand --issue-date 'YYYY-MM-DD'
            cand --expiry-date 'YYYY-MM-DD; the document counts as expired after this day'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;doc;list'= {
            cand --client 'The client''s id'
            cand --loan 'The loan''s id'
            cand --deposit 'The deposit account''s id'
            cand --policy 'The policy''s id'
            cand --entity 'Without an owner: only this kind of entity'
            cand --type 'Only this document type'
            cand --search 'Without an owner: text in the file name, title or description'
            cand --from 'Without an owner: uploaded on or after this day (YYYY-MM-DD)'
            cand --to 'Without an owner: uploaded on or before this day (YYYY-MM-DD)'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;doc;download'= {
            cand -O 'Where to write the bytes (default: the document''s file name in the current folder; `-` for stdout)'
            cand --out 'Where to write the bytes (default: the document''s file name in the current folder; `-` for stdout)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;doc;help'= {
            cand upload 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)'
            cand list 'List documents, newest first: all (with filters) or one entity''s'
            cand download 'Save a stored document''s bytes to a file (recorded on the activity trail)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;doc;help;upload'= {
        }
        &'bank;doc;help;list'= {
        }
        &'bank;doc;help;download'= {
        }
        &'bank;doc;help;help'= {
        }
        &'bank;referral'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand employee-add 'Register an employee with a referral code (generated when not given)'
            cand employees 'List employees and their referral codes'
            cand record 'Record a customer registration made with an employee''s referral code'
            cand list 'List referrals (the spec''s RetrieveEmployeeReferralsQuery), newest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;referral;employee-add'= {
            cand --staff-id 'The employee''s staff id (unique)'
            cand --email 'The employee''s email (unique)'
            cand --name 'Full name'
            cand --referral-code 'Referral code (unique; generated as REFxxxxxx when not given)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;referral;employees'= {
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;referral;record'= {
            cand --code 'The referring employee''s referral code'
            cand --customer-name 'The registered customer''s name'
            cand --account-number 'The registered customer''s account number'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;referral;list'= {
            cand --employee-id 'Only this employee''s referrals (employee record id)'
            cand --email 'Only the referrals of the employee with this email'
            cand --staff-id 'Only the referrals of the employee with this staff id'
            cand --from 'Referrals on or after this date or datetime'
            cand --to 'Referrals on or before this date (the whole day) or datetime'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;referral;help'= {
            cand employee-add 'Register an employee with a referral code (generated when not given)'
            cand employees 'List employees and their referral codes'
            cand record 'Record a customer registration made with an employee''s referral code'
            cand list 'List referrals (the spec''s RetrieveEmployeeReferralsQuery), newest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;referral;help;employee-add'= {
        }
        &'bank;referral;help;employees'= {
        }
        &'bank;referral;help;record'= {
        }
        &'bank;referral;help;list'= {
        }
        &'bank;referral;help;help'= {
        }
        &'bank;terminal'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand provider-add 'Configure a PTSP provider that terminals can name'
            cand create 'Create a terminal (ENABLED) for a merchant user'
            cand update 'Change a terminal''s code, serial, provider, name or location (not once terminated)'
            cand enable 'Enable a DISABLED terminal'
            cand disable 'Disable an ENABLED terminal'
            cand terminate 'Terminate a terminal for good, unlinking its merchant'
            cand list 'List terminals, newest first'
            cand show 'Show one terminal'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;terminal;provider-add'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;create'= {
            cand --code 'The unique terminal code'
            cand --serial 'The serial number, unique per provider'
            cand --provider 'The configured PTSP provider code'
            cand --merchant-user-id 'The merchant: an active user id standing for the merchant''s self-service user'
            cand --settlement-account-id 'The GL account id settlement goes to'
            cand --virtual-account-id 'The merchant''s virtual account id'
            cand --name 'The terminal''s name'
            cand --location 'Where the terminal stands'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;update'= {
            cand --code 'A new terminal code'
            cand --serial 'A new serial number'
            cand --provider 'A new PTSP provider code'
            cand --name 'A new name'
            cand --location 'A new location'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;enable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;disable'= {
            cand --reason 'Why'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;terminate'= {
            cand --reason 'Why'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;list'= {
            cand --status 'Only terminals in this state'
            cand --merchant-user-id 'Only this merchant''s terminals'
            cand --provider 'Only this provider''s terminals'
            cand --search 'Text in the terminal code or serial number'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;terminal;help'= {
            cand provider-add 'Configure a PTSP provider that terminals can name'
            cand create 'Create a terminal (ENABLED) for a merchant user'
            cand update 'Change a terminal''s code, serial, provider, name or location (not once terminated)'
            cand enable 'Enable a DISABLED terminal'
            cand disable 'Disable an ENABLED terminal'
            cand terminate 'Terminate a terminal for good, unlinking its merchant'
            cand list 'List terminals, newest first'
            cand show 'Show one terminal'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;terminal;help;provider-add'= {
        }
        &'bank;terminal;help;create'= {
        }
        &'bank;terminal;help;update'= {
        }
        &'bank;terminal;help;enable'= {
        }
        &'bank;terminal;help;disable'= {
        }
        &'bank;terminal;help;terminate'= {
        }
        &'bank;terminal;help;list'= {
        }
        &'bank;terminal;help;show'= {
        }
        &'bank;terminal;help;help'= {
        }
        &'bank;customer'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand add 'Create a self-service profile for a client'
            cand list 'List self-service profiles, newest first'
            cand device 'The profile''s verified mobile device'
            cand token 'Customer access tokens'
            cand pin 'Set a profile''s transaction PIN (read from stdin) and unblock it'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;customer;add'= {
            cand --client-id 'The client the profile belongs to'
            cand --name 'Name shown to the customer (default: the client''s name)'
            cand --key 'Profile key (default: a new UUID)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;customer;list'= {
            cand --client-id 'client-id'
            cand --limit 'At most this many (1-100)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;customer;device'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand verify 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;customer;device;verify'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;customer;device;help'= {
            cand verify 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;customer;device;help;verify'= {
        }
        &'bank;customer;device;help;help'= {
        }
        &'bank;customer;token'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand issue 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;customer;token;issue'= {
            cand --ttl 'Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;customer;token;help'= {
            cand issue 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;customer;token;help;issue'= {
        }
        &'bank;customer;token;help;help'= {
        }
        &'bank;customer;pin'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;customer;help'= {
            cand add 'Create a self-service profile for a client'
            cand list 'List self-service profiles, newest first'
            cand device 'The profile''s verified mobile device'
            cand token 'Customer access tokens'
            cand pin 'Set a profile''s transaction PIN (read from stdin) and unblock it'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;customer;help;add'= {
        }
        &'bank;customer;help;list'= {
        }
        &'bank;customer;help;device'= {
            cand verify 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)'
        }
        &'bank;customer;help;device;verify'= {
        }
        &'bank;customer;help;token'= {
            cand issue 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)'
        }
        &'bank;customer;help;token;issue'= {
        }
        &'bank;customer;help;pin'= {
        }
        &'bank;customer;help;help'= {
        }
        &'bank;notify'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand send 'Send a notification to one profile or to every profile of a client (needs notifications.send)'
            cand list 'List notifications, newest first, with their push outcome'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;notify;send'= {
            cand --profile 'The recipient profile key'
            cand --client-id 'Every active profile of this client'
            cand --title 'title'
            cand --message 'message'
            cand --type 'info, success, warning, error or a caller-defined type'
            cand --priority 'low, normal or high'
            cand --action 'Action (e.g. a portal URL); empty by default'
            cand --data 'Action data, a JSON object'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;notify;list'= {
            cand --profile 'Only this profile''s'
            cand --limit 'At most this many (1-100)'
            cand --after 'Start after the notification this cursor names (the list''s next cursor)'
            cand --before 'End before the notification this cursor names'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;notify;help'= {
            cand send 'Send a notification to one profile or to every profile of a client (needs notifications.send)'
            cand list 'List notifications, newest first, with their push outcome'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;notify;help;send'= {
        }
        &'bank;notify;help;list'= {
        }
        &'bank;notify;help;help'= {
        }
        &'bank;push'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand installations 'List push installations, newest first (tokens shown by their last 8 characters)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;push;installations'= {
            cand --profile 'Only this profile''s'
            cand --state 'ACTIVE or DEACTIVATED'
            cand --limit 'At most this many (1-100)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;push;help'= {
            cand installations 'List push installations, newest first (tokens shown by their last 8 characters)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;push;help;installations'= {
        }
        &'bank;push;help;help'= {
        }
        &'bank;activity'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'Every user''s activities, latest first, with filters (needs activities.view_all)'
            cand mine 'The acting user''s own activities, latest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;activity;list'= {
            cand --user 'Only this user''s activities: a user id or a username'
            cand --type 'Only this activity type (Login, Transaction, Create, Update, Delete, Export, Import, Approval, Configuration, Security)'
            cand --entity-type 'Only activities on this entity type (Client, Loan, Deposit, User, Branch, Transaction, ...)'
            cand --entity-id 'Only activities on this entity id (with --entity-type)'
            cand --from 'From this date, YYYY-MM-DD'
            cand --to 'To this date, YYYY-MM-DD (inclusive)'
            cand --success 'Only successful (true) or failed (false) attempts'
            cand --ip 'Only activities from this IP address'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;activity;mine'= {
            cand --type 'Only this activity type (Login, Transaction, Create, Update, ...)'
            cand --from 'From this date, YYYY-MM-DD'
            cand --to 'To this date, YYYY-MM-DD (inclusive)'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;activity;help'= {
            cand list 'Every user''s activities, latest first, with filters (needs activities.view_all)'
            cand mine 'The acting user''s own activities, latest first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;activity;help;list'= {
        }
        &'bank;activity;help;mine'= {
        }
        &'bank;activity;help;help'= {
        }
        &'bank;till'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand open 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault'
            cand fund 'Move cash from the vault into an open till, or back'
            cand balance 'Record a cash count; a difference is posted against the suspense account'
            cand close 'Close a till: its cash goes back to the vault'
            cand list 'The acting user''s own tills, most recent shift first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;till;open'= {
            cand --teller 'The teller the till is assigned to (a staff username)'
            cand --branch-id 'The till''s branch'
            cand --currency 'Currency code, e.g. NGN'
            cand --gl 'Id of the teller-cash asset GL account, in the till''s currency'
            cand --vault-gl 'Id of the vault cash asset GL account that funds the till'
            cand --code 'Till code; a closed till''s code reopens it (default: TILL-<branch key>-<n>)'
            cand --opening-balance 'Float moved from the vault at once, e.g. 200000.00'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;till;fund'= {
            cand --amount 'Cash to move, e.g. 50000.00'
            cand --direction 'Which way the cash goes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;till;balance'= {
            cand --counted 'The cash counted in the till, e.g. 199500.00 (0 for an empty till)'
            cand --suspense-gl 'Id of the suspense liability GL account that takes a difference (required when there is one)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;till;close'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;till;list'= {
            cand --status 'Only tills in this status'
            cand --currency 'Only tills in this currency, e.g. NGN'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;till;help'= {
            cand open 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault'
            cand fund 'Move cash from the vault into an open till, or back'
            cand balance 'Record a cash count; a difference is posted against the suspense account'
            cand close 'Close a till: its cash goes back to the vault'
            cand list 'The acting user''s own tills, most recent shift first'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;till;help;open'= {
        }
        &'bank;till;help;fund'= {
        }
        &'bank;till;help;balance'= {
        }
        &'bank;till;help;close'= {
        }
        &'bank;till;help;list'= {
        }
        &'bank;till;help;help'= {
        }
        &'bank;vault'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a vault on its vault cash GL account (counted at once when that account is empty)'
            cand count 'Record a vault''s opening inventory, once; its total must equal the GL balance'
            cand list 'Vaults, with their GL balance and inventory total'
            cand show 'One vault: GL balance and inventory by denomination'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;vault;create'= {
            cand --branch-id 'The vault''s branch'
            cand --currency 'Currency code, e.g. NGN'
            cand --gl 'Id of the vault cash asset GL account (one vault per account)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;vault;count'= {
            cand --denomination 'Notes or coins counted, as VALUE:COUNT (e.g. 1000:448000); repeat for each denomination'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;vault;list'= {
            cand --branch-id 'Only the vaults of this branch'
            cand --currency 'Only vaults in this currency, e.g. NGN'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;vault;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;vault;help'= {
            cand create 'Create a vault on its vault cash GL account (counted at once when that account is empty)'
            cand count 'Record a vault''s opening inventory, once; its total must equal the GL balance'
            cand list 'Vaults, with their GL balance and inventory total'
            cand show 'One vault: GL balance and inventory by denomination'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;vault;help;create'= {
        }
        &'bank;vault;help;count'= {
        }
        &'bank;vault;help;list'= {
        }
        &'bank;vault;help;show'= {
        }
        &'bank;vault;help;help'= {
        }
        &'bank;txn'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand deposit 'Deposit into an account: settled at once, or held PENDING for approval'
            cand withdraw 'Withdraw from an account: settled at once, or held PENDING for approval'
            cand disburse 'Pay an approved loan''s principal into an account of its client'
            cand approve 'Approve a pending transaction, or a batch of them from a CSV file'
            cand reject 'Reject a pending transaction (it becomes CANCELLED; the customer is told)'
            cand cancel 'Cancel a pending transaction (one''s own, or any with transactions.cancel)'
            cand reverse 'Reverse a settled transaction within its reversal window, or a batch from a CSV file'
            cand show 'Show one transaction'
            cand list 'List transactions, latest first (flagged: oldest first)'
            cand compliance 'Compliance reports raised by transactions, latest first'
            cand expire-pending 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)'
            cand config 'Approval thresholds, reversal windows and transaction settings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;txn;deposit'= {
            cand --amount 'Amount, e.g. 25000.00'
            cand --till 'Code of the acting teller''s open till: its cash moves on settlement'
            cand --narration 'Narration shown on the statement (at most 200 characters)'
            cand --channel 'Channel the transaction came through'
            cand --key 'Idempotency key: a retry with the same key returns the first transaction and creates nothing'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --approval 'Hold the transaction PENDING for approval whatever the thresholds say'
            cand --no-approval 'Settle at once whatever the thresholds say (default: the configured thresholds decide)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;withdraw'= {
            cand --amount 'Amount, e.g. 25000.00'
            cand --till 'Code of the acting teller''s open till: its cash moves on settlement'
            cand --narration 'Narration shown on the statement (at most 200 characters)'
            cand --channel 'Channel the transaction came through'
            cand --key 'Idempotency key: a retry with the same key returns the first transaction and creates nothing'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --approval 'Hold the transaction PENDING for approval whatever the thresholds say'
            cand --no-approval 'Settle at once whatever the thresholds say (default: the configured thresholds decide)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;disburse'= {
            cand --account 'Number of the account it is paid into: the loan client''s, in the loan''s currency'
            cand --narration 'Narration shown on the statement (at most 200 characters)'
            cand --channel 'Channel the transaction came through'
            cand --key 'Idempotency key: a retry with the same key returns the first transaction and creates nothing'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --approval 'Hold the transaction PENDING for approval whatever the thresholds say'
            cand --no-approval 'Settle at once whatever the thresholds say (default: the configured thresholds decide)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;approve'= {
            cand --notes 'The approver''s notes, kept on the audit trail'
            cand --file 'A CSV batch with a header and the columns transaction_id,notes (at most 100,000 rows)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;reject'= {
            cand --reason 'Why; kept on the transaction and the audit trail'
            cand --category 'Kind of rejection (FRAUD and COMPLIANCE raise a compliance report)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;cancel'= {
            cand --reason 'Why; kept on the transaction and the audit trail'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --notify 'Tell the customer'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;reverse'= {
            cand --reason 'Why; kept on the transaction and the audit trail (aged reversals need a detailed one)'
            cand --narration 'Narration of the reversing journal (default: "Reversal of ID: REASON")'
            cand --category 'Kind of reversal'
            cand --file 'A CSV batch with a header and the columns transaction_id,reason,narration,category (at most 100,000 rows)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;list'= {
            cand --status 'Only transactions in this state'
            cand --account 'Only this account''s transactions'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --pending 'Only PENDING transactions (the same as --status PENDING)'
            cand --flagged 'Only PENDING transactions older than the flag age (4 hours unless configured), oldest first'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;compliance'= {
            cand --trigger 'Only reports of this trigger, e.g. LARGE_AMOUNT, LARGE_REVERSAL, REPEATED_FAILED_APPROVALS, FREQUENT_CANCELLATIONS, REJECTED_FRAUD, REJECTED_COMPLIANCE'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;expire-pending'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;config'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand threshold 'Set the approval threshold of one account tier for a transaction type and channel'
            cand thresholds 'List the approval thresholds'
            cand window 'Add or replace one reversal window of a transaction type (the others are kept)'
            cand windows 'List the reversal windows of a transaction type'
            cand settings 'Set the cash GL account of a currency, pending expiry, flag age and approval rate'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;txn;config;threshold'= {
            cand --type 'Transaction type'
            cand --channel 'Channel'
            cand --tier 'Account tier the threshold is for'
            cand --amount 'Amounts from this one up need approval, e.g. 500000.00'
            cand --approver-role 'The lowest role that may approve (default: any approver within their limit)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --approval 'Amounts from the threshold up need approval (the default)'
            cand --no-approval 'Nothing of this tier needs approval by threshold'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;config;thresholds'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;config;window'= {
            cand --type 'Transaction type'
            cand --name 'Window name, e.g. SAME_DAY; an existing window of that name is replaced'
            cand --max-hours 'The window covers transactions settled at most this many hours ago (1 to 720)'
            cand --approver-role 'The lowest role that may reverse in this window'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --approval 'Reversals in this window need a user of --approver-role or above'
            cand --detailed 'Reversals in this window need a detailed justification (a long reason)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;config;windows'= {
            cand --type 'Transaction type'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;config;settings'= {
            cand --currency 'Currency whose cash GL account --cash-gl sets, e.g. NGN'
            cand --cash-gl 'Id of the active asset GL account that branch deposits and withdrawals in --currency settle against'
            cand --pending-expiry-hours 'Hours a PENDING transaction lives before `bank txn expire-pending` cancels it (1 to 720)'
            cand --flag-after-hours 'Hours after which a PENDING transaction is flagged (1 to 720)'
            cand --max-approvals-per-hour 'Approvals one user may give in an hour'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;txn;config;help'= {
            cand threshold 'Set the approval threshold of one account tier for a transaction type and channel'
            cand thresholds 'List the approval thresholds'
            cand window 'Add or replace one reversal window of a transaction type (the others are kept)'
            cand windows 'List the reversal windows of a transaction type'
            cand settings 'Set the cash GL account of a currency, pending expiry, flag age and approval rate'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;txn;config;help;threshold'= {
        }
        &'bank;txn;config;help;thresholds'= {
        }
        &'bank;txn;config;help;window'= {
        }
        &'bank;txn;config;help;windows'= {
        }
        &'bank;txn;config;help;settings'= {
        }
        &'bank;txn;config;help;help'= {
        }
        &'bank;txn;help'= {
            cand deposit 'Deposit into an account: settled at once, or held PENDING for approval'
            cand withdraw 'Withdraw from an account: settled at once, or held PENDING for approval'
            cand disburse 'Pay an approved loan''s principal into an account of its client'
            cand approve 'Approve a pending transaction, or a batch of them from a CSV file'
            cand reject 'Reject a pending transaction (it becomes CANCELLED; the customer is told)'
            cand cancel 'Cancel a pending transaction (one''s own, or any with transactions.cancel)'
            cand reverse 'Reverse a settled transaction within its reversal window, or a batch from a CSV file'
            cand show 'Show one transaction'
            cand list 'List transactions, latest first (flagged: oldest first)'
            cand compliance 'Compliance reports raised by transactions, latest first'
            cand expire-pending 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)'
            cand config 'Approval thresholds, reversal windows and transaction settings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;txn;help;deposit'= {
        }
        &'bank;txn;help;withdraw'= {
        }
        &'bank;txn;help;disburse'= {
        }
        &'bank;txn;help;approve'= {
        }
        &'bank;txn;help;reject'= {
        }
        &'bank;txn;help;cancel'= {
        }
        &'bank;txn;help;reverse'= {
        }
        &'bank;txn;help;show'= {
        }
        &'bank;txn;help;list'= {
        }
        &'bank;txn;help;compliance'= {
        }
        &'bank;txn;help;expire-pending'= {
        }
        &'bank;txn;help;config'= {
            cand threshold 'Set the approval threshold of one account tier for a transaction type and channel'
            cand thresholds 'List the approval thresholds'
            cand window 'Add or replace one reversal window of a transaction type (the others are kept)'
            cand windows 'List the reversal windows of a transaction type'
            cand settings 'Set the cash GL account of a currency, pending expiry, flag age and approval rate'
        }
        &'bank;txn;help;config;threshold'= {
        }
        &'bank;txn;help;config;thresholds'= {
        }
        &'bank;txn;help;config;window'= {
        }
        &'bank;txn;help;config;windows'= {
        }
        &'bank;txn;help;config;settings'= {
        }
        &'bank;txn;help;help'= {
        }
        &'bank;cheque'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand deposit 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval'
            cand withdraw 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval'
            cand clear 'Clear an UNCLEARED cheque: its hold is released'
            cand bounce 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged'
            cand cancel 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)'
            cand show 'Show one cheque and everything it changed'
            cand list 'List the cheque register, newest first'
            cand clear-due 'Clear every cheque due by a date (the nightly batch; safe to re-run)'
            cand settings 'Set the GL accounts, fees, limits and holidays of cheques'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;cheque;deposit'= {
            cand --amount 'amount'
            cand --number 'The cheque number printed on the cheque'
            cand --drawer-bank 'The bank the cheque is drawn on'
            cand --drawer-account 'The account the cheque is drawn on'
            cand --date 'The date written on the cheque'
            cand --class 'How the cheque clears (default: same bank when the drawer account is ours, else inter-bank local)'
            cand --notes 'notes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --payee-unverified 'The payee could not be verified (routes the cheque to approval)'
            cand --signature-discrepancy 'The signature differs from the specimen (routes the cheque to approval)'
            cand --stale-revalidated 'A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)'
            cand --approval 'Ask for approval whatever the amount'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;withdraw'= {
            cand --amount 'amount'
            cand --number 'The cheque number printed on the cheque'
            cand --payee 'Who the cheque is payable to'
            cand --date 'The date written on the cheque'
            cand --notes 'notes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --payee-unverified 'The payee could not be verified (routes the cheque to approval)'
            cand --signature-discrepancy 'The signature differs from the specimen (routes the cheque to approval)'
            cand --stale-revalidated 'A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)'
            cand --approval 'Ask for approval whatever the amount'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;clear'= {
            cand --date 'The clearing date (default today)'
            cand --notes 'notes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;bounce'= {
            cand --reason 'Why clearing failed (e.g. "Funds insufficient")'
            cand --date 'The bounce date (default today)'
            cand --notes 'notes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;cancel'= {
            cand --reason 'Why it is stopped (e.g. "Lost in the post")'
            cand --notes 'notes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;list'= {
            cand --account 'Only this account''s cheques (its number)'
            cand --state 'state'
            cand --kind 'kind'
            cand --number 'Only cheques with this number'
            cand --from 'Taken in on or after this day'
            cand --to 'Taken in on or before this day'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --after 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth'
            cand --before 'End before the row this cursor names (a list''s `previousCursor`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;clear-due'= {
            cand --date 'Clear cheques expected to clear on or before this day (default today)'
            cand --pause-ms 'Pause between cheques, to spare a busy database'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;settings'= {
            cand --currency 'The currency the per-currency settings apply to'
            cand --uncleared-gl 'Uncleared cheques (asset) GL account id'
            cand --clearing-gl 'Cheque clearing settlement (asset) GL account id'
            cand --fee-income-gl 'Fee income GL account id'
            cand --bounce-penalty 'Penalty charged when a cheque bounces (0 for none)'
            cand --cancellation-fee 'Fee charged for a stop payment (0 for none)'
            cand --max-amount 'Largest cheque accepted'
            cand --daily-withdrawal-limit 'Most an account may pay by cheque in a day'
            cand --holiday 'A clearing holiday, DATE=NAME (repeatable)'
            cand --remove-holiday 'Remove a clearing holiday (repeatable)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;cheque;help'= {
            cand deposit 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval'
            cand withdraw 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval'
            cand clear 'Clear an UNCLEARED cheque: its hold is released'
            cand bounce 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged'
            cand cancel 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)'
            cand show 'Show one cheque and everything it changed'
            cand list 'List the cheque register, newest first'
            cand clear-due 'Clear every cheque due by a date (the nightly batch; safe to re-run)'
            cand settings 'Set the GL accounts, fees, limits and holidays of cheques'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;cheque;help;deposit'= {
        }
        &'bank;cheque;help;withdraw'= {
        }
        &'bank;cheque;help;clear'= {
        }
        &'bank;cheque;help;bounce'= {
        }
        &'bank;cheque;help;cancel'= {
        }
        &'bank;cheque;help;show'= {
        }
        &'bank;cheque;help;list'= {
        }
        &'bank;cheque;help;clear-due'= {
        }
        &'bank;cheque;help;settings'= {
        }
        &'bank;cheque;help;help'= {
        }
        &'bank;webhook'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Configure a webhook at /api/webhook/PATH'
            cand update 'Change a webhook''s fields (unset flags keep their values)'
            cand show 'Show one webhook, its code included'
            cand list 'List webhooks (no code)'
            cand enable 'Enable a webhook'
            cand disable 'Disable a webhook: calls are refused with 403'
            cand delete 'Delete a webhook (its call log stays)'
            cand base-url 'Set the base URL that webhook `url` fields start with'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;webhook;create'= {
            cand --path 'The public path under /api/webhook/'
            cand --action 'The HTTP method callers use'
            cand --type 'What runs'
            cand --command 'The command to run (type command)'
            cand --chain 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)'
            cand --code 'JavaScript, or @FILE (type code)'
            cand --process-definition-id 'The process definition to start (type process)'
            cand --run-as 'The staff user the command, chain or process runs as'
            cand --description 'description'
            cand --allow-ip 'An address allowed to call (repeatable)'
            cand --secret 'The HMAC-SHA256 key callers sign bodies with (X-Webhook-Signature)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --allow-anonymous 'Accept calls from any address without a signature (needed when neither --allow-ip nor --secret is given)'
            cand --disabled 'Create it disabled'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;update'= {
            cand --key 'key'
            cand --path 'path'
            cand --action 'action'
            cand --type 'What runs'
            cand --command 'The command to run (type command)'
            cand --chain 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)'
            cand --code 'JavaScript, or @FILE (type code)'
            cand --process-definition-id 'The process definition to start (type process)'
            cand --run-as 'The staff user the command, chain or process runs as'
            cand --description 'description'
            cand --allow-ip 'Replace the allowed addresses (repeatable)'
            cand --secret 'A new signing key; an empty one removes it'
            cand --allow-anonymous 'Accept calls from anyone (true) or require an allow-list or secret again (false)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --allow-any-ip 'Allow any address again'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;list'= {
            cand --enabled 'Only enabled (true) or disabled (false) webhooks'
            cand --key 'Text in the key'
            cand --page 'Page index, from 0'
            cand --page-size 'page-size'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;enable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;disable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;delete'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;base-url'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;webhook;help'= {
            cand create 'Configure a webhook at /api/webhook/PATH'
            cand update 'Change a webhook''s fields (unset flags keep their values)'
            cand show 'Show one webhook, its code included'
            cand list 'List webhooks (no code)'
            cand enable 'Enable a webhook'
            cand disable 'Disable a webhook: calls are refused with 403'
            cand delete 'Delete a webhook (its call log stays)'
            cand base-url 'Set the base URL that webhook `url` fields start with'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;webhook;help;create'= {
        }
        &'bank;webhook;help;update'= {
        }
        &'bank;webhook;help;show'= {
        }
        &'bank;webhook;help;list'= {
        }
        &'bank;webhook;help;enable'= {
        }
        &'bank;webhook;help;disable'= {
        }
        &'bank;webhook;help;delete'= {
        }
        &'bank;webhook;help;base-url'= {
        }
        &'bank;webhook;help;help'= {
        }
        &'bank;events'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand subscribe 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`'
            cand list 'The subscriptions'
            cand unsubscribe 'Stop sending events to a subscription (its deliveries stay listed)'
            cand deliveries 'Deliveries, newest first: `--state dead` is the dead-letter list'
            cand redeliver 'Send a dead (or delivered) event again'
            cand types 'The event types a subscription can name'
            cand deliver 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;events;subscribe'= {
            cand --events 'Event types, `area.*` or `*`, comma-separated (see `bank events types`)'
            cand --description 'What the subscriber is'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;list'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;unsubscribe'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;deliveries'= {
            cand --subscription 'Only this subscription''s'
            cand --state 'Only deliveries in this state'
            cand --type 'Only events of this type'
            cand --after 'Older than this (the cursor a page prints last)'
            cand --limit 'Deliveries per page (at most 200)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;redeliver'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;types'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;deliver'= {
            cand --timeout 'Seconds one POST may take'
            cand --max-attempts 'Attempts before a delivery is dead'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;events;help'= {
            cand subscribe 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`'
            cand list 'The subscriptions'
            cand unsubscribe 'Stop sending events to a subscription (its deliveries stay listed)'
            cand deliveries 'Deliveries, newest first: `--state dead` is the dead-letter list'
            cand redeliver 'Send a dead (or delivered) event again'
            cand types 'The event types a subscription can name'
            cand deliver 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;events;help;subscribe'= {
        }
        &'bank;events;help;list'= {
        }
        &'bank;events;help;unsubscribe'= {
        }
        &'bank;events;help;deliveries'= {
        }
        &'bank;events;help;redeliver'= {
        }
        &'bank;events;help;types'= {
        }
        &'bank;events;help;deliver'= {
        }
        &'bank;events;help;help'= {
        }
        &'bank;process'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand register 'Register a process definition (JSON; see the README for the format)'
            cand list 'List process definitions'
            cand show 'Show a definition by id or key'
            cand start 'Start an instance of a definition'
            cand instance 'Show an instance with its variables and step history'
            cand signal 'Complete the user task an instance waits for'
            cand callback 'Deliver the callback an instance waits for'
            cand cancel 'Cancel an instance'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;process;register'= {
            cand --key 'The unique key (default: the definition''s own "key")'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;list'= {
            cand --page 'Page index, from 0'
            cand --page-size 'page-size'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;start'= {
            cand --variables 'Variables: a JSON object, @FILE or -'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;instance'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;signal'= {
            cand --task 'The task being completed (checked against the waiting one)'
            cand --variables 'Variables to merge: a JSON object, @FILE or -'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;callback'= {
            cand --data 'The callback''s data: JSON, @FILE or -'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --failed 'Report a failure rather than a success'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;cancel'= {
            cand --reason 'reason'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;process;help'= {
            cand register 'Register a process definition (JSON; see the README for the format)'
            cand list 'List process definitions'
            cand show 'Show a definition by id or key'
            cand start 'Start an instance of a definition'
            cand instance 'Show an instance with its variables and step history'
            cand signal 'Complete the user task an instance waits for'
            cand callback 'Deliver the callback an instance waits for'
            cand cancel 'Cancel an instance'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;process;help;register'= {
        }
        &'bank;process;help;list'= {
        }
        &'bank;process;help;show'= {
        }
        &'bank;process;help;start'= {
        }
        &'bank;process;help;instance'= {
        }
        &'bank;process;help;signal'= {
        }
        &'bank;process;help;callback'= {
        }
        &'bank;process;help;cancel'= {
        }
        &'bank;process;help;help'= {
        }
        &'bank;jobs'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand create 'Create a recurring job'
            cand update 'Change a job (unset flags keep their values)'
            cand show 'Show a job, its code and its latest runs'
            cand list 'List jobs'
            cand run 'Run a job now, outside its schedule'
            cand delete 'Delete a job (its run history stays)'
            cand run-due 'Run every job that is due, once, and exit (for cron)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;jobs;create'= {
            cand --cron 'Five fields (minute hour day month weekday), or six with seconds first'
            cand --time-zone 'IANA time zone of the expression'
            cand --type 'What runs'
            cand --command 'The command to run (type command)'
            cand --chain 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)'
            cand --code 'JavaScript, or @FILE (type code)'
            cand --process-definition-id 'The process definition to start (type process)'
            cand --run-as 'The staff user the command, chain or process runs as'
            cand --payload 'The command''s data or the process''s variables: JSON, @FILE or -'
            cand --description 'description'
            cand --category 'A category for grouping (update: "" removes it)'
            cand --context-loader 'A command run first whose answer''s data is the job''s context: {"cmd": ..., "context": {...}} as JSON, @FILE or - (update: "" removes it)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --disabled 'Create it disabled'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;update'= {
            cand --cron 'cron'
            cand --time-zone 'time-zone'
            cand --type 'What runs'
            cand --command 'The command to run (type command)'
            cand --chain 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)'
            cand --code 'JavaScript, or @FILE (type code)'
            cand --process-definition-id 'The process definition to start (type process)'
            cand --run-as 'The staff user the command, chain or process runs as'
            cand --payload 'payload'
            cand --description 'description'
            cand --category 'A category for grouping (update: "" removes it)'
            cand --context-loader 'A command run first whose answer''s data is the job''s context: {"cmd": ..., "context": {...}} as JSON, @FILE or - (update: "" removes it)'
            cand --enabled 'Enable (true) or disable (false)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;list'= {
            cand --enabled 'enabled'
            cand --key 'key'
            cand --category 'Only jobs of this category (exact, any case)'
            cand --page 'Page index, from 0'
            cand --page-size 'page-size'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;run'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;delete'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;run-due'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;jobs;help'= {
            cand create 'Create a recurring job'
            cand update 'Change a job (unset flags keep their values)'
            cand show 'Show a job, its code and its latest runs'
            cand list 'List jobs'
            cand run 'Run a job now, outside its schedule'
            cand delete 'Delete a job (its run history stays)'
            cand run-due 'Run every job that is due, once, and exit (for cron)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;jobs;help;create'= {
        }
        &'bank;jobs;help;update'= {
        }
        &'bank;jobs;help;show'= {
        }
        &'bank;jobs;help;list'= {
        }
        &'bank;jobs;help;run'= {
        }
        &'bank;jobs;help;delete'= {
        }
        &'bank;jobs;help;run-due'= {
        }
        &'bank;jobs;help;help'= {
        }
        &'bank;eod'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand run 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books'
            cand status 'The recent closes of business (or one day''s), with their steps'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;eod;run'= {
            cand --date 'The business day to close, YYYY-MM-DD (default: yesterday in the bank''s time zone)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;eod;status'= {
            cand --date 'One business day, YYYY-MM-DD (default: the latest runs)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;eod;help'= {
            cand run 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books'
            cand status 'The recent closes of business (or one day''s), with their steps'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;eod;help;run'= {
        }
        &'bank;eod;help;status'= {
        }
        &'bank;eod;help;help'= {
        }
        &'bank;verify'= {
            cand --from 'Recompute each chain from this link on, trusting the one before it (an incremental check after a full one)'
            cand --checkpoint 'A checkpoint saved earlier (kept outside the database): fail unless the chains still pass through it'
            cand --save-checkpoint 'Write where the chains end now to FILE (JSON), to check against later'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;doctor'= {
            cand --fcm-service-account 'Firebase service-account JSON to check (as `bank serve` takes it); unset: push is off'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;bench'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand journal 'Post journals through the full command path; report throughput and latency'
            cand deposits 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)'
            cand activities 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP'
            cand lists 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)'
            cand eod 'Add N empty accounts, close yesterday''s business, and report each step''s time and accounts/s'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;bench;journal'= {
            cand --journals 'Journals to post per size'
            cand --concurrency 'Concurrent posters'
            cand --large-entries 'Entries of the large journal (the small one has 2)'
            cand --batch 'Journals per database transaction (1: each commits alone, through `Bank::execute`)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;bench;deposits'= {
            cand --clients 'Concurrent clients, each with an account of its own'
            cand --duration 'Seconds to run'
            cand --flow 'flow'
            cand --approvers 'Approvers the decisions are shared among, client by client (default: one per client, as each teller has a supervisor). One approver''s approvals are numbered one at a time, for their hourly limit, so one approver for many clients measures that queue'
            cand --count 'Stop after this many deposits per client instead of after --duration'
            cand --via 'Call the library directly, or the HTTP API served in this process'
            cand --synchronous 'SQLite: answer each commit once on disk (full, as the bank runs), or once the operating system has it (normal: measures what the disk''s wait costs; a power loss may take the last commits back)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;bench;activities'= {
            cand --rows 'Synthetic activity rows to insert before measuring (0: measure what is there)'
            cand --batch 'Rows per multi-row INSERT'
            cand --users 'Synthetic users the rows spread over (fewer: more pages per user)'
            cand --queries 'Page queries to time per kind'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;bench;lists'= {
            cand --queries 'Requests to time per kind of page'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-export 'Skip the export of every journal entry'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;bench;eod'= {
            cand --accounts 'Empty deposit accounts to add before the close (0: close what is there)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;bench;help'= {
            cand journal 'Post journals through the full command path; report throughput and latency'
            cand deposits 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)'
            cand activities 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP'
            cand lists 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)'
            cand eod 'Add N empty accounts, close yesterday''s business, and report each step''s time and accounts/s'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;bench;help;journal'= {
        }
        &'bank;bench;help;deposits'= {
        }
        &'bank;bench;help;activities'= {
        }
        &'bank;bench;help;lists'= {
        }
        &'bank;bench;help;eod'= {
        }
        &'bank;bench;help;help'= {
        }
        &'bank;completions'= {
            cand --dir 'Write completions for every supported shell into this folder'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;man'= {
            cand --dir 'Folder to write the pages into'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --output 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts'
            cand --key-file 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --no-headers 'Leave out the header row of tables and CSV (for scripts that read rows)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;help'= {
            cand init 'Create or migrate the database and seed roles and the admin user (idempotent)'
            cand demo 'Load a realistic demo dataset and print its manifest (idempotent)'
            cand serve 'Serve the HTTP interface'
            cand exec 'Run any registered command with a JSON request; prints the wire response'
            cand commands 'List the commands the interface serves, their documented aliases and envelopes'
            cand openapi 'Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)'
            cand token 'Access tokens for staff users'
            cand auth 'Token revocation and signing-key rotation'
            cand user 'Staff users'
            cand role 'Roles, their permissions and approval limits'
            cand branch 'Branches'
            cand gl 'General ledger accounts: the chart of accounts'
            cand journal 'Journal transactions and entries; reversals'
            cand period 'Accounting periods: close the books through a date, or reopen them'
            cand config 'Bank-wide settings kept in the database: the time zone the bank''s days follow'
            cand report 'Ledger reports'
            cand client 'Clients (customers)'
            cand account 'Deposit accounts, holds and statements'
            cand loan 'Loans'
            cand policy 'Insurance policies'
            cand comment 'Comments on loans, clients and deposit accounts'
            cand doc 'Documents of clients, loans, deposit accounts and policies: upload, list, download'
            cand referral 'Employee referrals: employees, their referral codes and referred customers'
            cand terminal 'Self-service terminals (ATM, POS, kiosk) and their PTSP providers'
            cand customer 'Self-service customers: profiles, their verified device, customer tokens'
            cand notify 'Notifications to self-service customers (inbox, real time, push)'
            cand push 'Mobile push installations'
            cand activity 'The audit trail: every user''s activities (with filters) or one''s own'
            cand till 'Teller tills: open, fund, count, close; one''s own list'
            cand vault 'Vaults: create, count the opening inventory, list, show'
            cand txn 'Universal transactions: deposits, withdrawals, disbursements, approvals, reversals'
            cand cheque 'Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch'
            cand webhook 'Inbound webhooks: configuration of /api/webhook/PATH endpoints'
            cand events 'Events out: subscribers'' URLs that every recorded state change is POSTed to, signed'
            cand process 'Process definitions and instances (user tasks, callbacks)'
            cand jobs 'Recurring (cron) jobs and their runs; run-due for cron-driven batch use'
            cand eod 'Close of business: run a business day''s close, see past runs'
            cand verify 'Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains'
            cand doctor 'Check the setup: configuration, database, schema, key file, document store, FCM key, clock'
            cand bench 'Measure performance against the configured database (use a scratch one)'
            cand completions 'Print shell completions (or write them all with --dir)'
            cand man 'Write man pages'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;help;init'= {
        }
        &'bank;help;demo'= {
        }
        &'bank;help;serve'= {
        }
        &'bank;help;exec'= {
        }
        &'bank;help;commands'= {
        }
        &'bank;help;openapi'= {
        }
        &'bank;help;token'= {
            cand issue 'Issue a bearer token for a staff user (needs tokens.issue)'
        }
        &'bank;help;token;issue'= {
        }
        &'bank;help;auth'= {
            cand revoke 'Make every token issued to a user so far stop working (needs users.manage)'
            cand rotate-key 'Write a new token signing key; tokens signed before verify for a grace period'
        }
        &'bank;help;auth;revoke'= {
        }
        &'bank;help;auth;rotate-key'= {
        }
        &'bank;help;user'= {
            cand add 'Add a staff user'
            cand list 'List staff users'
            cand disable 'Disable a staff user: they can no longer act and their tokens stop working'
            cand enable 'Enable a disabled staff user'
        }
        &'bank;help;user;add'= {
        }
        &'bank;help;user;list'= {
        }
        &'bank;help;user;disable'= {
        }
        &'bank;help;user;enable'= {
        }
        &'bank;help;role'= {
            cand list 'List roles with their approval limits and permissions'
        }
        &'bank;help;role;list'= {
        }
        &'bank;help;branch'= {
            cand create 'Create a branch'
            cand list 'List branches'
            cand show 'Show one branch by id or key'
            cand update 'Update a branch (UpdateBranchCommand); unset fields keep their values'
            cand set-state 'Change a branch''s state: active, not-active, or deleted (final)'
        }
        &'bank;help;branch;create'= {
        }
        &'bank;help;branch;list'= {
        }
        &'bank;help;branch;show'= {
        }
        &'bank;help;branch;update'= {
        }
        &'bank;help;branch;set-state'= {
        }
        &'bank;help;gl'= {
            cand add 'Add a GL account to the chart'
            cand list 'List GL accounts by code, with their balances'
            cand show 'Show one GL account by id or GL code, with its balance'
            cand deactivate 'Deactivate a GL account: no further postings, its history stays'
        }
        &'bank;help;gl;add'= {
        }
        &'bank;help;gl;list'= {
        }
        &'bank;help;gl;show'= {
        }
        &'bank;help;gl;deactivate'= {
        }
        &'bank;help;journal'= {
            cand post 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file'
            cand list 'List journal transactions, latest first'
            cand entries 'List journal entries (one per GL line), latest first'
            cand show 'Show one journal transaction with its entries'
            cand reverse 'Reverse a journal transaction with an equal and opposite one'
        }
        &'bank;help;journal;post'= {
        }
        &'bank;help;journal;list'= {
        }
        &'bank;help;journal;entries'= {
        }
        &'bank;help;journal;show'= {
        }
        &'bank;help;journal;reverse'= {
        }
        &'bank;help;period'= {
            cand close 'Close the books through a date: no postings or reversals on or before it'
            cand reopen 'Reopen the latest closed period (administrators), with a reason'
            cand list 'List closings of the books, latest first'
        }
        &'bank;help;period;close'= {
        }
        &'bank;help;period;reopen'= {
        }
        &'bank;help;period;list'= {
        }
        &'bank;help;config'= {
            cand set 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`'
            cand show 'Show the bank-wide settings, with today''s date in the bank''s time zone'
        }
        &'bank;help;config;set'= {
        }
        &'bank;help;config;show'= {
        }
        &'bank;help;report'= {
            cand trial-balance 'Trial balance: each GL account''s net balance, with totals per currency'
        }
        &'bank;help;report;trial-balance'= {
        }
        &'bank;help;client'= {
            cand create 'Create a client at a branch'
            cand list 'List clients by code'
            cand show 'Show one client by id or client code'
            cand close 'Close a client that has no open accounts or live loans'
        }
        &'bank;help;client;create'= {
        }
        &'bank;help;client;list'= {
        }
        &'bank;help;client;show'= {
        }
        &'bank;help;client;close'= {
        }
        &'bank;help;account'= {
            cand open 'Open a deposit account for a client, optionally with an opening balance'
            cand list 'List deposit accounts'
            cand show 'Show one deposit account by number, with its balances'
            cand lock 'Lock an account: no movements until it is unlocked (reversals excepted)'
            cand unlock 'Unlock a locked account'
            cand close 'Close an empty account with no holds'
            cand hold 'Place a hold (lien) on part of an account''s available balance'
            cand release 'Release a hold'
            cand statement 'An account''s postings in a date range, with running balances'
            cand balance 'An account''s book, held and available balances now or at a past instant'
        }
        &'bank;help;account;open'= {
        }
        &'bank;help;account;list'= {
        }
        &'bank;help;account;show'= {
        }
        &'bank;help;account;lock'= {
        }
        &'bank;help;account;unlock'= {
        }
        &'bank;help;account;close'= {
        }
        &'bank;help;account;hold'= {
        }
        &'bank;help;account;release'= {
        }
        &'bank;help;account;statement'= {
        }
        &'bank;help;account;balance'= {
        }
        &'bank;help;loan'= {
            cand create 'Create a loan for a client, pending approval'
            cand list 'List loans'
            cand show 'Show one loan by id or loan number'
            cand approve 'Approve a pending loan (ready to disburse)'
            cand close 'Close a loan that was never disbursed'
        }
        &'bank;help;loan;create'= {
        }
        &'bank;help;loan;list'= {
        }
        &'bank;help;loan;show'= {
        }
        &'bank;help;loan;approve'= {
        }
        &'bank;help;loan;close'= {
        }
        &'bank;help;policy'= {
            cand create 'Create an insurance policy for a client'
            cand list 'List insurance policies'
        }
        &'bank;help;policy;create'= {
        }
        &'bank;help;policy;list'= {
        }
        &'bank;help;comment'= {
            cand add 'Add a comment to a loan, client or deposit account'
            cand list 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first'
        }
        &'bank;help;comment;add'= {
        }
        &'bank;help;comment;list'= {
        }
        &'bank;help;doc'= {
            cand upload 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)'
            cand list 'List documents, newest first: all (with filters) or one entity''s'
            cand download 'Save a stored document''s bytes to a file (recorded on the activity trail)'
        }
        &'bank;help;doc;upload'= {
        }
        &'bank;help;doc;list'= {
        }
        &'bank;help;doc;download'= {
        }
        &'bank;help;referral'= {
            cand employee-add 'Register an employee with a referral code (generated when not given)'
            cand employees 'List employees and their referral codes'
            cand record 'Record a customer registration made with an employee''s referral code'
            cand list 'List referrals (the spec''s RetrieveEmployeeReferralsQuery), newest first'
        }
        &'bank;help;referral;employee-add'= {
        }
        &'bank;help;referral;employees'= {
        }
        &'bank;help;referral;record'= {
        }
        &'bank;help;referral;list'= {
        }
        &'bank;help;terminal'= {
            cand provider-add 'Configure a PTSP provider that terminals can name'
            cand create 'Create a terminal (ENABLED) for a merchant user'
            cand update 'Change a terminal''s code, serial, provider, name or location (not once terminated)'
            cand enable 'Enable a DISABLED terminal'
            cand disable 'Disable an ENABLED terminal'
            cand terminate 'Terminate a terminal for good, unlinking its merchant'
            cand list 'List terminals, newest first'
            cand show 'Show one terminal'
        }
        &'bank;help;terminal;provider-add'= {
        }
        &'bank;help;terminal;create'= {
        }
        &'bank;help;terminal;update'= {
        }
        &'bank;help;terminal;enable'= {
        }
        &'bank;help;terminal;disable'= {
        }
        &'bank;help;terminal;terminate'= {
        }
        &'bank;help;terminal;list'= {
        }
        &'bank;help;terminal;show'= {
        }
        &'bank;help;customer'= {
            cand add 'Create a self-service profile for a client'
            cand list 'List self-service profiles, newest first'
            cand device 'The profile''s verified mobile device'
            cand token 'Customer access tokens'
            cand pin 'Set a profile''s transaction PIN (read from stdin) and unblock it'
        }
        &'bank;help;customer;add'= {
        }
        &'bank;help;customer;list'= {
        }
        &'bank;help;customer;device'= {
            cand verify 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)'
        }
        &'bank;help;customer;device;verify'= {
        }
        &'bank;help;customer;token'= {
            cand issue 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)'
        }
        &'bank;help;customer;token;issue'= {
        }
        &'bank;help;customer;pin'= {
        }
        &'bank;help;notify'= {
            cand send 'Send a notification to one profile or to every profile of a client (needs notifications.send)'
            cand list 'List notifications, newest first, with their push outcome'
        }
        &'bank;help;notify;send'= {
        }
        &'bank;help;notify;list'= {
        }
        &'bank;help;push'= {
            cand installations 'List push installations, newest first (tokens shown by their last 8 characters)'
        }
        &'bank;help;push;installations'= {
        }
        &'bank;help;activity'= {
            cand list 'Every user''s activities, latest first, with filters (needs activities.view_all)'
            cand mine 'The acting user''s own activities, latest first'
        }
        &'bank;help;activity;list'= {
        }
        &'bank;help;activity;mine'= {
        }
        &'bank;help;till'= {
            cand open 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault'
            cand fund 'Move cash from the vault into an open till, or back'
            cand balance 'Record a cash count; a difference is posted against the suspense account'
            cand close 'Close a till: its cash goes back to the vault'
            cand list 'The acting user''s own tills, most recent shift first'
        }
        &'bank;help;till;open'= {
        }
        &'bank;help;till;fund'= {
        }
        &'bank;help;till;balance'= {
        }
        &'bank;help;till;close'= {
        }
        &'bank;help;till;list'= {
        }
        &'bank;help;vault'= {
            cand create 'Create a vault on its vault cash GL account (counted at once when that account is empty)'
            cand count 'Record a vault''s opening inventory, once; its total must equal the GL balance'
            cand list 'Vaults, with their GL balance and inventory total'
            cand show 'One vault: GL balance and inventory by denomination'
        }
        &'bank;help;vault;create'= {
        }
        &'bank;help;vault;count'= {
        }
        &'bank;help;vault;list'= {
        }
        &'bank;help;vault;show'= {
        }
        &'bank;help;txn'= {
            cand deposit 'Deposit into an account: settled at once, or held PENDING for approval'
            cand withdraw 'Withdraw from an account: settled at once, or held PENDING for approval'
            cand disburse 'Pay an approved loan''s principal into an account of its client'
            cand approve 'Approve a pending transaction, or a batch of them from a CSV file'
            cand reject 'Reject a pending transaction (it becomes CANCELLED; the customer is told)'
            cand cancel 'Cancel a pending transaction (one''s own, or any with transactions.cancel)'
            cand reverse 'Reverse a settled transaction within its reversal window, or a batch from a CSV file'
            cand show 'Show one transaction'
            cand list 'List transactions, latest first (flagged: oldest first)'
            cand compliance 'Compliance reports raised by transactions, latest first'
            cand expire-pending 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)'
            cand config 'Approval thresholds, reversal windows and transaction settings'
        }
        &'bank;help;txn;deposit'= {
        }
        &'bank;help;txn;withdraw'= {
        }
        &'bank;help;txn;disburse'= {
        }
        &'bank;help;txn;approve'= {
        }
        &'bank;help;txn;reject'= {
        }
        &'bank;help;txn;cancel'= {
        }
        &'bank;help;txn;reverse'= {
        }
        &'bank;help;txn;show'= {
        }
        &'bank;help;txn;list'= {
        }
        &'bank;help;txn;compliance'= {
        }
        &'bank;help;txn;expire-pending'= {
        }
        &'bank;help;txn;config'= {
            cand threshold 'Set the approval threshold of one account tier for a transaction type and channel'
            cand thresholds 'List the approval thresholds'
            cand window 'Add or replace one reversal window of a transaction type (the others are kept)'
            cand windows 'List the reversal windows of a transaction type'
            cand settings 'Set the cash GL account of a currency, pending expiry, flag age and approval rate'
        }
        &'bank;help;txn;config;threshold'= {
        }
        &'bank;help;txn;config;thresholds'= {
        }
        &'bank;help;txn;config;window'= {
        }
        &'bank;help;txn;config;windows'= {
        }
        &'bank;help;txn;config;settings'= {
        }
        &'bank;help;cheque'= {
            cand deposit 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval'
            cand withdraw 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval'
            cand clear 'Clear an UNCLEARED cheque: its hold is released'
            cand bounce 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged'
            cand cancel 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)'
            cand show 'Show one cheque and everything it changed'
            cand list 'List the cheque register, newest first'
            cand clear-due 'Clear every cheque due by a date (the nightly batch; safe to re-run)'
            cand settings 'Set the GL accounts, fees, limits and holidays of cheques'
        }
        &'bank;help;cheque;deposit'= {
        }
        &'bank;help;cheque;withdraw'= {
        }
        &'bank;help;cheque;clear'= {
        }
        &'bank;help;cheque;bounce'= {
        }
        &'bank;help;cheque;cancel'= {
        }
        &'bank;help;cheque;show'= {
        }
        &'bank;help;cheque;list'= {
        }
        &'bank;help;cheque;clear-due'= {
        }
        &'bank;help;cheque;settings'= {
        }
        &'bank;help;webhook'= {
            cand create 'Configure a webhook at /api/webhook/PATH'
            cand update 'Change a webhook''s fields (unset flags keep their values)'
            cand show 'Show one webhook, its code included'
            cand list 'List webhooks (no code)'
            cand enable 'Enable a webhook'
            cand disable 'Disable a webhook: calls are refused with 403'
            cand delete 'Delete a webhook (its call log stays)'
            cand base-url 'Set the base URL that webhook `url` fields start with'
        }
        &'bank;help;webhook;create'= {
        }
        &'bank;help;webhook;update'= {
        }
        &'bank;help;webhook;show'= {
        }
        &'bank;help;webhook;list'= {
        }
        &'bank;help;webhook;enable'= {
        }
        &'bank;help;webhook;disable'= {
        }
        &'bank;help;webhook;delete'= {
        }
        &'bank;help;webhook;base-url'= {
        }
        &'bank;help;events'= {
            cand subscribe 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`'
            cand list 'The subscriptions'
            cand unsubscribe 'Stop sending events to a subscription (its deliveries stay listed)'
            cand deliveries 'Deliveries, newest first: `--state dead` is the dead-letter list'
            cand redeliver 'Send a dead (or delivered) event again'
            cand types 'The event types a subscription can name'
            cand deliver 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)'
        }
        &'bank;help;events;subscribe'= {
        }
        &'bank;help;events;list'= {
        }
        &'bank;help;events;unsubscribe'= {
        }
        &'bank;help;events;deliveries'= {
        }
        &'bank;help;events;redeliver'= {
        }
        &'bank;help;events;types'= {
        }
        &'bank;help;events;deliver'= {
        }
        &'bank;help;process'= {
            cand register 'Register a process definition (JSON; see the README for the format)'
            cand list 'List process definitions'
            cand show 'Show a definition by id or key'
            cand start 'Start an instance of a definition'
            cand instance 'Show an instance with its variables and step history'
            cand signal 'Complete the user task an instance waits for'
            cand callback 'Deliver the callback an instance waits for'
            cand cancel 'Cancel an instance'
        }
        &'bank;help;process;register'= {
        }
        &'bank;help;process;list'= {
        }
        &'bank;help;process;show'= {
        }
        &'bank;help;process;start'= {
        }
        &'bank;help;process;instance'= {
        }
        &'bank;help;process;signal'= {
        }
        &'bank;help;process;callback'= {
        }
        &'bank;help;process;cancel'= {
        }
        &'bank;help;jobs'= {
            cand create 'Create a recurring job'
            cand update 'Change a job (unset flags keep their values)'
            cand show 'Show a job, its code and its latest runs'
            cand list 'List jobs'
            cand run 'Run a job now, outside its schedule'
            cand delete 'Delete a job (its run history stays)'
            cand run-due 'Run every job that is due, once, and exit (for cron)'
        }
        &'bank;help;jobs;create'= {
        }
        &'bank;help;jobs;update'= {
        }
        &'bank;help;jobs;show'= {
        }
        &'bank;help;jobs;list'= {
        }
        &'bank;help;jobs;run'= {
        }
        &'bank;help;jobs;delete'= {
        }
        &'bank;help;jobs;run-due'= {
        }
        &'bank;help;eod'= {
            cand run 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books'
            cand status 'The recent closes of business (or one day''s), with their steps'
        }
        &'bank;help;eod;run'= {
        }
        &'bank;help;eod;status'= {
        }
        &'bank;help;verify'= {
        }
        &'bank;help;doctor'= {
        }
        &'bank;help;bench'= {
            cand journal 'Post journals through the full command path; report throughput and latency'
            cand deposits 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)'
            cand activities 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP'
            cand lists 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)'
            cand eod 'Add N empty accounts, close yesterday''s business, and report each step''s time and accounts/s'
        }
        &'bank;help;bench;journal'= {
        }
        &'bank;help;bench;deposits'= {
        }
        &'bank;help;bench;activities'= {
        }
        &'bank;help;bench;lists'= {
        }
        &'bank;help;bench;eod'= {
        }
        &'bank;help;completions'= {
        }
        &'bank;help;man'= {
        }
        &'bank;help;help'= {
        }
    ]
    $completions[$command]
}
