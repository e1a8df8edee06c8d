# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_bank_global_optspecs
    string join \n database-url= as= o/output= no-headers y/yes key-file= config= h/help V/version
end

function __fish_bank_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_bank_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_bank_using_subcommand
    set -l cmd (__fish_bank_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c bank -n "__fish_bank_needs_command" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_needs_command" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_needs_command" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_needs_command" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_needs_command" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_needs_command" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_needs_command" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_needs_command" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_needs_command" -f -a "init" -d 'Create or migrate the database and seed roles and the admin user (idempotent)'
complete -c bank -n "__fish_bank_needs_command" -f -a "demo" -d 'Load a realistic demo dataset and print its manifest (idempotent)'
complete -c bank -n "__fish_bank_needs_command" -f -a "serve" -d 'Serve the HTTP interface'
complete -c bank -n "__fish_bank_needs_command" -f -a "exec" -d 'Run any registered command with a JSON request; prints the wire response'
complete -c bank -n "__fish_bank_needs_command" -f -a "commands" -d 'List the commands the interface serves, their documented aliases and envelopes'
complete -c bank -n "__fish_bank_needs_command" -f -a "openapi" -d 'Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)'
complete -c bank -n "__fish_bank_needs_command" -f -a "token" -d 'Access tokens for staff users'
complete -c bank -n "__fish_bank_needs_command" -f -a "auth" -d 'Token revocation and signing-key rotation'
complete -c bank -n "__fish_bank_needs_command" -f -a "user" -d 'Staff users'
complete -c bank -n "__fish_bank_needs_command" -f -a "role" -d 'Roles, their permissions and approval limits'
complete -c bank -n "__fish_bank_needs_command" -f -a "branch" -d 'Branches'
complete -c bank -n "__fish_bank_needs_command" -f -a "gl" -d 'General ledger accounts: the chart of accounts'
complete -c bank -n "__fish_bank_needs_command" -f -a "journal" -d 'Journal transactions and entries; reversals'
complete -c bank -n "__fish_bank_needs_command" -f -a "period" -d 'Accounting periods: close the books through a date, or reopen them'
complete -c bank -n "__fish_bank_needs_command" -f -a "config" -d 'Bank-wide settings kept in the database: the time zone the bank\'s days follow'
complete -c bank -n "__fish_bank_needs_command" -f -a "report" -d 'Ledger reports'
complete -c bank -n "__fish_bank_needs_command" -f -a "client" -d 'Clients (customers)'
complete -c bank -n "__fish_bank_needs_command" -f -a "account" -d 'Deposit accounts, holds and statements'
complete -c bank -n "__fish_bank_needs_command" -f -a "loan" -d 'Loans'
complete -c bank -n "__fish_bank_needs_command" -f -a "policy" -d 'Insurance policies'
complete -c bank -n "__fish_bank_needs_command" -f -a "comment" -d 'Comments on loans, clients and deposit accounts'
complete -c bank -n "__fish_bank_needs_command" -f -a "doc" -d 'Documents of clients, loans, deposit accounts and policies: upload, list, download'
complete -c bank -n "__fish_bank_needs_command" -f -a "referral" -d 'Employee referrals: employees, their referral codes and referred customers'
complete -c bank -n "__fish_bank_needs_command" -f -a "terminal" -d 'Self-service terminals (ATM, POS, kiosk) and their PTSP providers'
complete -c bank -n "__fish_bank_needs_command" -f -a "customer" -d 'Self-service customers: profiles, their verified device, customer tokens'
complete -c bank -n "__fish_bank_needs_command" -f -a "notify" -d 'Notifications to self-service customers (inbox, real time, push)'
complete -c bank -n "__fish_bank_needs_command" -f -a "push" -d 'Mobile push installations'
complete -c bank -n "__fish_bank_needs_command" -f -a "activity" -d 'The audit trail: every user\'s activities (with filters) or one\'s own'
complete -c bank -n "__fish_bank_needs_command" -f -a "till" -d 'Teller tills: open, fund, count, close; one\'s own list'
complete -c bank -n "__fish_bank_needs_command" -f -a "vault" -d 'Vaults: create, count the opening inventory, list, show'
complete -c bank -n "__fish_bank_needs_command" -f -a "txn" -d 'Universal transactions: deposits, withdrawals, disbursements, approvals, reversals'
complete -c bank -n "__fish_bank_needs_command" -f -a "cheque" -d 'Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch'
complete -c bank -n "__fish_bank_needs_command" -f -a "webhook" -d 'Inbound webhooks: configuration of /api/webhook/PATH endpoints'
complete -c bank -n "__fish_bank_needs_command" -f -a "events" -d 'Events out: subscribers\' URLs that every recorded state change is POSTed to, signed'
complete -c bank -n "__fish_bank_needs_command" -f -a "process" -d 'Process definitions and instances (user tasks, callbacks)'
complete -c bank -n "__fish_bank_needs_command" -f -a "jobs" -d 'Recurring (cron) jobs and their runs; run-due for cron-driven batch use'
complete -c bank -n "__fish_bank_needs_command" -f -a "eod" -d 'Close of business: run a business day\'s close, see past runs'
complete -c bank -n "__fish_bank_needs_command" -f -a "verify" -d 'Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains'
complete -c bank -n "__fish_bank_needs_command" -f -a "doctor" -d 'Check the setup: configuration, database, schema, key file, document store, FCM key, clock'
complete -c bank -n "__fish_bank_needs_command" -f -a "bench" -d 'Measure performance against the configured database (use a scratch one)'
complete -c bank -n "__fish_bank_needs_command" -f -a "completions" -d 'Print shell completions (or write them all with --dir)'
complete -c bank -n "__fish_bank_needs_command" -f -a "man" -d 'Write man pages'
complete -c bank -n "__fish_bank_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand init" -l documents -d 'Where document files go: a directory (file:///PATH) or s3://BUCKET[/PREFIX] with AWS_* credentials from the environment. Default: `documents` beside a SQLite file, else the user\'s data folder. Given on an initialised database, it replaces the store in force' -r
complete -c bank -n "__fish_bank_using_subcommand init" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand init" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand init" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand init" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand init" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand init" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand init" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand init" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand init" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand demo" -l token-ttl -d 'Lifetime of the tokens printed in the manifest (at most the maximum token lifetime)' -r
complete -c bank -n "__fish_bank_using_subcommand demo" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand demo" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand demo" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand demo" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand demo" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand demo" -l force -d 'Load into a PostgreSQL database, or one that already holds data of its own'
complete -c bank -n "__fish_bank_using_subcommand demo" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand demo" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand demo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand demo" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand serve" -s l -l listen -d 'Address to listen on; port 0 picks a free port (printed on start)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l body-limit-bytes -d 'Largest request body accepted, in bytes' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l document-body-limit-bytes -d 'Largest body on /api/core/cmd, which carries base64 document uploads' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l webhook-body-limit-bytes -d 'Largest body accepted on inbound webhooks, in bytes' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l trusted-proxy -d 'A reverse proxy whose X-Forwarded-For names the caller, for the audit trail and webhook allow-lists (repeatable); from any other peer the header is ignored' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l cors-origin -d 'A browser origin allowed to call the API (CORS), e.g. https://app.example.com (repeatable); none by default' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l rate-limit-ip -d 'Requests per client address, e.g. 300/s (burst 600) or 6000/min; `off` for none. Checked before the token; over it the answer is 429 with Retry-After' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l rate-limit-user -d 'Requests per authenticated user, whichever token they use, e.g. 300/s; `off` for none' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l eod-at -d 'Close yesterday\'s business once the bank\'s local time passes HH:MM (`bank eod run`); several servers may: one closes the day' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l eod-as -d 'The staff user the scheduled close of business acts as (it needs transactions.cancel, cheques.clear and journal.view)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l log-format -d 'How log lines are written: `text` for people, `json` for log collectors' -r -f -a "text\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand serve" -l fcm-service-account -d 'Firebase service-account JSON: enables FCM push (without it, real time and inbox only)' -r -F
complete -c bank -n "__fish_bank_using_subcommand serve" -l fcm-base-url -d 'FCM base URL (default https://fcm.googleapis.com), e.g. a local test server' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l fcm-token-uri -d 'OAuth token URI overriding the service account\'s token_uri' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l push-retry-base-ms -d 'First retry delay of a failed push, in milliseconds (doubles per attempt, capped at 10 minutes)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l sms-provider-url -d 'SMS gateway URL: SendSMSCommand messages are POSTed there as JSON (without it they stay queued)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l sms-provider-token-file -d 'File holding the SMS gateway\'s bearer token' -r -F
complete -c bank -n "__fish_bank_using_subcommand serve" -l mail-provider-url -d 'Mail gateway URL: SendMailCommand messages are POSTed there as JSON (without it they stay queued)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l mail-provider-token-file -d 'File holding the mail gateway\'s bearer token' -r -F
complete -c bank -n "__fish_bank_using_subcommand serve" -l message-retry-base-ms -d 'First retry delay of a failed SMS or e-mail, in milliseconds (doubles per attempt, capped at 10 minutes)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l message-max-attempts -d 'Attempts at an SMS or e-mail before it is recorded FAILED' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l event-retry-base-ms -d 'First retry delay of an event a subscriber did not take, in milliseconds (doubles per attempt, capped at 1 hour)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l event-max-attempts -d 'Attempts at an event before its delivery is dead (listed by `bank events deliveries --state dead`)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l event-timeout-ms -d 'How long one event POST may take, in milliseconds; a delivery in flight is held 5 s longer' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand serve" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand serve" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand serve" -l no-scheduler -d 'Do not run the scheduler (recurring jobs, orphaned processes) in this instance'
complete -c bank -n "__fish_bank_using_subcommand serve" -l log-json -d 'Shorthand for --log-format json'
complete -c bank -n "__fish_bank_using_subcommand serve" -l no-dispatch -d 'Do not run the notification dispatcher in this instance (another instance or `bank notify dispatch` does)'
complete -c bank -n "__fish_bank_using_subcommand serve" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand serve" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand serve" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand exec" -s d -l data -d 'The request: inline JSON, @FILE, or - for standard input' -r
complete -c bank -n "__fish_bank_using_subcommand exec" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand exec" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand exec" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand exec" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand exec" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand exec" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand exec" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand exec" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand exec" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand commands" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand commands" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand commands" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand commands" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand commands" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand commands" -l markdown -d 'The README\'s table of documented aliases, as Markdown'
complete -c bank -n "__fish_bank_using_subcommand commands" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand commands" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand commands" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand commands" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand openapi" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand openapi" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand openapi" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand openapi" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand openapi" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand openapi" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand openapi" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand openapi" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand openapi" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -f -a "issue" -d 'Issue a bearer token for a staff user (needs tokens.issue)'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l ttl -d 'Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)' -r
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from help" -f -a "issue" -d 'Issue a bearer token for a staff user (needs tokens.issue)'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -f -a "revoke" -d 'Make every token issued to a user so far stop working (needs users.manage)'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -f -a "rotate-key" -d 'Write a new token signing key; tokens signed before verify for a grace period'
complete -c bank -n "__fish_bank_using_subcommand auth; and not __fish_seen_subcommand_from revoke rotate-key help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -l user -d 'The staff user whose tokens stop working' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from revoke" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -l grace -d 'How long tokens signed with the earlier keys keep working (0s: at once)' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from rotate-key" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "revoke" -d 'Make every token issued to a user so far stop working (needs users.manage)'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "rotate-key" -d 'Write a new token signing key; tokens signed before verify for a grace period'
complete -c bank -n "__fish_bank_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -f -a "add" -d 'Add a staff user'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -f -a "list" -d 'List staff users'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -f -a "disable" -d 'Disable a staff user: they can no longer act and their tokens stop working'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -f -a "enable" -d 'Enable a disabled staff user'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l name -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l email -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l role -d 'Role name, e.g. Teller or "Branch Manager" (see `bank role list`)' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l branch-id -d 'Home branch id' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a staff user'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "list" -d 'List staff users'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Disable a staff user: they can no longer act and their tokens stop working'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Enable a disabled staff user'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List roles with their approval limits and permissions'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "list" -d 'List roles with their approval limits and permissions'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -f -a "create" -d 'Create a branch'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -f -a "list" -d 'List branches'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -f -a "show" -d 'Show one branch by id or key'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -f -a "update" -d 'Update a branch (UpdateBranchCommand); unset fields keep their values'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -f -a "set-state" -d 'Change a branch\'s state: active, not-active, or deleted (final)'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l name -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l email -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l mobile -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l address-line1 -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l address-line2 -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l city -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l state -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l country -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l zip -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l state -d 'Only branches in this state (named as `branch set-state` names them, like every list\'s --state)' -r -f -a "active\t''
not-active\t''
deleted\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l search -d 'Text to find in the code or name' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l key -d 'New branch code' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l name -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l email -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l mobile -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l address-line1 -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l address-line2 -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l city -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l state -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l country -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l zip -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a branch'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "list" -d 'List branches'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one branch by id or key'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "update" -d 'Update a branch (UpdateBranchCommand); unset fields keep their values'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "set-state" -d 'Change a branch\'s state: active, not-active, or deleted (final)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -f -a "add" -d 'Add a GL account to the chart'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -f -a "list" -d 'List GL accounts by code, with their balances'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -f -a "show" -d 'Show one GL account by id or GL code, with its balance'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -f -a "deactivate" -d 'Deactivate a GL account: no further postings, its history stays'
complete -c bank -n "__fish_bank_using_subcommand gl; and not __fish_seen_subcommand_from add list show deactivate help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l name -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l type -r -f -a "asset\t''
liability\t''
equity\t''
income\t''
expense\t''"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l currency -d 'Currency code, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l branch-id -d 'The branch that owns the account (default: all branches)' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l description -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l type -d 'Only accounts of this type' -r -f -a "asset\t''
liability\t''
equity\t''
income\t''
expense\t''"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l currency -d 'Only accounts in this currency, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l active -d 'Only active (true) or only inactive (false) accounts' -r -f -a "true\t''
false\t''"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -l code -d 'Read the argument as a GL code even when it is a number'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from deactivate" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a GL account to the chart'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from help" -f -a "list" -d 'List GL accounts by code, with their balances'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one GL account by id or GL code, with its balance'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from help" -f -a "deactivate" -d 'Deactivate a GL account: no further postings, its history stays'
complete -c bank -n "__fish_bank_using_subcommand gl; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -f -a "post" -d 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -f -a "list" -d 'List journal transactions, latest first'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -f -a "entries" -d 'List journal entries (one per GL line), latest first'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -f -a "show" -d 'Show one journal transaction with its entries'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -f -a "reverse" -d 'Reverse a journal transaction with an equal and opposite one'
complete -c bank -n "__fish_bank_using_subcommand journal; and not __fish_seen_subcommand_from post list entries show reverse help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l debit -d 'A debit line, GLCODE:AMOUNT (repeatable)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l credit -d 'A credit line, GLCODE:AMOUNT (repeatable)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l currency -d 'Currency of the journal' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l date -d 'Booking date (YYYY-MM-DD or a datetime); default now' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l notes -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l reference -d 'Transaction reference (generated when omitted)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l file -d 'A batch: .json (array of PostJournalEntryCommand requests, each with a transactionReference) or .csv (columns reference,date,currency,gl_code,side,amount,notes; rows sharing a reference form one journal)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l chunk -d 'Journals of a file posted per database transaction (each in its own savepoint, so a refused journal fails alone)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l parallel -d 'Chunks of a file posted at once, each in a database transaction of its own (PostgreSQL runs them side by side; SQLite\'s one writer takes them in turn). A file that names one reference twice is posted one chunk at a time, in order' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l continue-on-error -d 'Post the valid journals of a file even when others cannot be read (by default one unreadable journal stops the whole file before anything is posted)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from post" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l from -d 'Booked on or after this date or datetime' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l to -d 'Booked on or before this date (the whole day) or datetime' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l search -d 'Text to find in the transaction id or the user\'s name' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l currency -d 'Only entries in this currency, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l from -d 'Booked on or after this date or datetime' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l to -d 'Booked on or before this date (the whole day) or datetime' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l search -d 'Text to find in the GL code or the transaction id' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l gl-code -d 'Only entries on this GL account (exact GL code)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l branch-id -d 'Only entries booked at this branch' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l page -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l export -d 'Write every matching entry to stdout as it is read, in this format (no table, no paging; memory stays bounded however many rows)' -r -f -a "csv\t'A header line, then one line per entry'
jsonl\t'One JSON object per line'"
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from entries" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l reason -d 'Why; kept on the reversal\'s notes and the audit trail' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l value-date -d 'Back-date the reversal\'s value date to this date (a bank day) or datetime (in an open period)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l booking-date -d 'Book the reversal on this date (a bank day) or datetime instead of now (in an open period)' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from reverse" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from help" -f -a "post" -d 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from help" -f -a "list" -d 'List journal transactions, latest first'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from help" -f -a "entries" -d 'List journal entries (one per GL line), latest first'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one journal transaction with its entries'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from help" -f -a "reverse" -d 'Reverse a journal transaction with an equal and opposite one'
complete -c bank -n "__fish_bank_using_subcommand journal; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -f -a "close" -d 'Close the books through a date: no postings or reversals on or before it'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -f -a "reopen" -d 'Reopen the latest closed period (administrators), with a reason'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -f -a "list" -d 'List closings of the books, latest first'
complete -c bank -n "__fish_bank_using_subcommand period; and not __fish_seen_subcommand_from close reopen list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -l through -d 'Last day to close, YYYY-MM-DD (before today)' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from close" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l reason -d 'Why the books are reopened; kept on the audit trail' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l through -d 'The closing to undo (its closed-through date); refused if another reopen undid it first. Without it, the latest closing is undone' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from reopen" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close the books through a date: no postings or reversals on or before it'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from help" -f -a "reopen" -d 'Reopen the latest closed period (administrators), with a reason'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from help" -f -a "list" -d 'List closings of the books, latest first'
complete -c bank -n "__fish_bank_using_subcommand period; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -f -a "set" -d 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -f -a "show" -d 'Show the bank-wide settings, with today\'s date in the bank\'s time zone'
complete -c bank -n "__fish_bank_using_subcommand config; and not __fish_seen_subcommand_from set show help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set" -d 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show the bank-wide settings, with today\'s date in the bank\'s time zone'
complete -c bank -n "__fish_bank_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -f -a "trial-balance" -d 'Trial balance: each GL account\'s net balance, with totals per currency'
complete -c bank -n "__fish_bank_using_subcommand report; and not __fish_seen_subcommand_from trial-balance help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l as-of -d 'Balances at the end of this day, YYYY-MM-DD (default: now)' -r
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l branch -d 'Only entries booked at this branch (id)' -r
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from trial-balance" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from help" -f -a "trial-balance" -d 'Trial balance: each GL account\'s net balance, with totals per currency'
complete -c bank -n "__fish_bank_using_subcommand report; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -f -a "create" -d 'Create a client at a branch'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -f -a "list" -d 'List clients by code'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -f -a "show" -d 'Show one client by id or client code'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -f -a "close" -d 'Close a client that has no open accounts or live loans'
complete -c bank -n "__fish_bank_using_subcommand client; and not __fish_seen_subcommand_from create list show close help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l name -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l branch-id -d 'Home branch id (an active branch)' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l code -d 'Client code, unique (default: generated, e.g. C12345678)' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l search -d 'Text to find in the name or client code' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l branch-id -d 'Only clients of this branch' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l state -d 'Only clients in this state' -r -f -a "active\t''
closed\t''"
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from close" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a client at a branch'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "list" -d 'List clients by code'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one client by id or client code'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close a client that has no open accounts or live loans'
complete -c bank -n "__fish_bank_using_subcommand client; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "open" -d 'Open a deposit account for a client, optionally with an opening balance'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "list" -d 'List deposit accounts'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "show" -d 'Show one deposit account by number, with its balances'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "lock" -d 'Lock an account: no movements until it is unlocked (reversals excepted)'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "unlock" -d 'Unlock a locked account'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "close" -d 'Close an empty account with no holds'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "hold" -d 'Place a hold (lien) on part of an account\'s available balance'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "release" -d 'Release a hold'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "statement" -d 'An account\'s postings in a date range, with running balances'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "balance" -d 'An account\'s book, held and available balances now or at a past instant'
complete -c bank -n "__fish_bank_using_subcommand account; and not __fish_seen_subcommand_from open list show lock unlock close hold release statement balance help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l client-id -d 'The owning client\'s id (an active client)' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l currency -d 'Currency code, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l control-gl -d 'Id of the liability GL account that controls the account, in its currency' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l tier -d 'Account tier (default: basic)' -r -f -a "basic\t''
premium\t''
vip\t''"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l opening-balance -d 'Amount to post at once, e.g. 50000.00: debit --funding-gl, credit the account' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l funding-gl -d 'Id of the GL account that funds the opening balance (e.g. teller cash)' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from open" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l client-id -d 'Only this client\'s accounts' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l state -d 'Only accounts in this state' -r -f -a "active\t''
locked\t''
closed\t''"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -l reason -d 'Why; kept on the audit trail' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from lock" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from unlock" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from close" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l amount -d 'Amount to hold, e.g. 2500.00 (at most the available balance)' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l reason -d 'Why; kept with the hold' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from hold" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from release" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l from -d 'First day, YYYY-MM-DD (default: from the first posting)' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l to -d 'Last day, YYYY-MM-DD (default: up to now)' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l daily -d 'One row per bank day with postings (opening, debits, credits, closing) instead of the postings'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from statement" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -l as-of -d 'The instant: 2026-10-31T17:00 (UTC), 2026-10-31T17:00:00+01:00, or a day (2026-10-31: its end); now when absent' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from balance" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "open" -d 'Open a deposit account for a client, optionally with an opening balance'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "list" -d 'List deposit accounts'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one deposit account by number, with its balances'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "lock" -d 'Lock an account: no movements until it is unlocked (reversals excepted)'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "unlock" -d 'Unlock a locked account'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close an empty account with no holds'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "hold" -d 'Place a hold (lien) on part of an account\'s available balance'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "release" -d 'Release a hold'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "statement" -d 'An account\'s postings in a date range, with running balances'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "balance" -d 'An account\'s book, held and available balances now or at a past instant'
complete -c bank -n "__fish_bank_using_subcommand account; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -f -a "create" -d 'Create a loan for a client, pending approval'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -f -a "list" -d 'List loans'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -f -a "show" -d 'Show one loan by id or loan number'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -f -a "approve" -d 'Approve a pending loan (ready to disburse)'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -f -a "close" -d 'Close a loan that was never disbursed'
complete -c bank -n "__fish_bank_using_subcommand loan; and not __fish_seen_subcommand_from create list show approve close help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l client-id -d 'The borrowing client\'s id (an active client)' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l principal -d 'Principal, e.g. 250000.00' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l currency -d 'Currency code, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l disbursement-gl -d 'Id of the active GL account the loan is disbursed from, in its currency' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l client-id -d 'Only this client\'s loans' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l state -d 'Only loans in this state' -r -f -a "pending-approval\t''
approved\t''
closed\t''"
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from approve" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from close" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a loan for a client, pending approval'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from help" -f -a "list" -d 'List loans'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one loan by id or loan number'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from help" -f -a "approve" -d 'Approve a pending loan (ready to disburse)'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close a loan that was never disbursed'
complete -c bank -n "__fish_bank_using_subcommand loan; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -f -a "create" -d 'Create an insurance policy for a client'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -f -a "list" -d 'List insurance policies'
complete -c bank -n "__fish_bank_using_subcommand policy; and not __fish_seen_subcommand_from create list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l client-id -d 'The policyholder\'s client id' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l number -d 'Policy number, unique (default: generated, e.g. P123456789)' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l client-id -d 'Only this client\'s policies' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create an insurance policy for a client'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "list" -d 'List insurance policies'
complete -c bank -n "__fish_bank_using_subcommand policy; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -f -a "add" -d 'Add a comment to a loan, client or deposit account'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -f -a "list" -d 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first'
complete -c bank -n "__fish_bank_using_subcommand comment; and not __fish_seen_subcommand_from add list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l entity -d 'What the comment is on' -r -f -a "loan\t''
client\t''
deposit\t''"
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l entity-id -d 'The loan, client or deposit account id' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l loan-id -d 'Comments on this loan (the spec\'s RetrieveLoanCommentListQuery)' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l entity -d 'Comments on this kind of entity (RetrieveCommentsListQuery)' -r -f -a "loan\t''
client\t''
deposit\t''"
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l entity-id -d 'Only the comments on this entity' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a comment to a loan, client or deposit account'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from help" -f -a "list" -d 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first'
complete -c bank -n "__fish_bank_using_subcommand comment; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -f -a "upload" -d 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -f -a "list" -d 'List documents, newest first: all (with filters) or one entity\'s'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -f -a "download" -d 'Save a stored document\'s bytes to a file (recorded on the activity trail)'
complete -c bank -n "__fish_bank_using_subcommand doc; and not __fish_seen_subcommand_from upload list download help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l client -d 'The client\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l loan -d 'The loan\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l deposit -d 'The deposit account\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l policy -d 'The policy\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l title -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l description -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l number -d 'Document number (e.g. the passport number); unique across documents' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l type -d '1 National ID, 2 Passport, 3 Driver\'s License, 4 Utility Bill, 5 Bank Statement, 6 Contract, 7 Other' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l type-description -d 'Describes the type when it is not one of the above' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l issue-date -d 'YYYY-MM-DD' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l expiry-date -d 'YYYY-MM-DD; the document counts as expired after this day' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from upload" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l client -d 'The client\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l loan -d 'The loan\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l deposit -d 'The deposit account\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l policy -d 'The policy\'s id' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l entity -d 'Without an owner: only this kind of entity' -r -f -a "client\t''
loan\t''
deposit\t''
policy\t''"
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l type -d 'Only this document type' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l search -d 'Without an owner: text in the file name, title or description' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l from -d 'Without an owner: uploaded on or after this day (YYYY-MM-DD)' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l to -d 'Without an owner: uploaded on or before this day (YYYY-MM-DD)' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -s O -l out -d 'Where to write the bytes (default: the document\'s file name in the current folder; `-` for stdout)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from download" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from help" -f -a "upload" -d 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from help" -f -a "list" -d 'List documents, newest first: all (with filters) or one entity\'s'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from help" -f -a "download" -d 'Save a stored document\'s bytes to a file (recorded on the activity trail)'
complete -c bank -n "__fish_bank_using_subcommand doc; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -f -a "employee-add" -d 'Register an employee with a referral code (generated when not given)'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -f -a "employees" -d 'List employees and their referral codes'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -f -a "record" -d 'Record a customer registration made with an employee\'s referral code'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -f -a "list" -d 'List referrals (the spec\'s RetrieveEmployeeReferralsQuery), newest first'
complete -c bank -n "__fish_bank_using_subcommand referral; and not __fish_seen_subcommand_from employee-add employees record list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l staff-id -d 'The employee\'s staff id (unique)' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l email -d 'The employee\'s email (unique)' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l name -d 'Full name' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l referral-code -d 'Referral code (unique; generated as REFxxxxxx when not given)' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employee-add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l page -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from employees" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l code -d 'The referring employee\'s referral code' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l customer-name -d 'The registered customer\'s name' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l account-number -d 'The registered customer\'s account number' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from record" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l employee-id -d 'Only this employee\'s referrals (employee record id)' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l email -d 'Only the referrals of the employee with this email' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l staff-id -d 'Only the referrals of the employee with this staff id' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l from -d 'Referrals on or after this date or datetime' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l to -d 'Referrals on or before this date (the whole day) or datetime' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from help" -f -a "employee-add" -d 'Register an employee with a referral code (generated when not given)'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from help" -f -a "employees" -d 'List employees and their referral codes'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from help" -f -a "record" -d 'Record a customer registration made with an employee\'s referral code'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from help" -f -a "list" -d 'List referrals (the spec\'s RetrieveEmployeeReferralsQuery), newest first'
complete -c bank -n "__fish_bank_using_subcommand referral; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "provider-add" -d 'Configure a PTSP provider that terminals can name'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "create" -d 'Create a terminal (ENABLED) for a merchant user'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "update" -d 'Change a terminal\'s code, serial, provider, name or location (not once terminated)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "enable" -d 'Enable a DISABLED terminal'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "disable" -d 'Disable an ENABLED terminal'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "terminate" -d 'Terminate a terminal for good, unlinking its merchant'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "list" -d 'List terminals, newest first'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "show" -d 'Show one terminal'
complete -c bank -n "__fish_bank_using_subcommand terminal; and not __fish_seen_subcommand_from provider-add create update enable disable terminate list show help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from provider-add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l code -d 'The unique terminal code' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l serial -d 'The serial number, unique per provider' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l provider -d 'The configured PTSP provider code' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l merchant-user-id -d 'The merchant: an active user id standing for the merchant\'s self-service user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l settlement-account-id -d 'The GL account id settlement goes to' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l virtual-account-id -d 'The merchant\'s virtual account id' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l name -d 'The terminal\'s name' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l location -d 'Where the terminal stands' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l code -d 'A new terminal code' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l serial -d 'A new serial number' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l provider -d 'A new PTSP provider code' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l name -d 'A new name' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l location -d 'A new location' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -l reason -d 'Why' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -l reason -d 'Why' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from terminate" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l status -d 'Only terminals in this state' -r -f -a "enabled\t''
disabled\t''
terminated\t''"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l merchant-user-id -d 'Only this merchant\'s terminals' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l provider -d 'Only this provider\'s terminals' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l search -d 'Text in the terminal code or serial number' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "provider-add" -d 'Configure a PTSP provider that terminals can name'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a terminal (ENABLED) for a merchant user'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a terminal\'s code, serial, provider, name or location (not once terminated)'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Enable a DISABLED terminal'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Disable an ENABLED terminal'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "terminate" -d 'Terminate a terminal for good, unlinking its merchant'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "list" -d 'List terminals, newest first'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one terminal'
complete -c bank -n "__fish_bank_using_subcommand terminal; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -f -a "add" -d 'Create a self-service profile for a client'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -f -a "list" -d 'List self-service profiles, newest first'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -f -a "device" -d 'The profile\'s verified mobile device'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -f -a "token" -d 'Customer access tokens'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -f -a "pin" -d 'Set a profile\'s transaction PIN (read from stdin) and unblock it'
complete -c bank -n "__fish_bank_using_subcommand customer; and not __fish_seen_subcommand_from add list device token pin help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l client-id -d 'The client the profile belongs to' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l name -d 'Name shown to the customer (default: the client\'s name)' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l key -d 'Profile key (default: a new UUID)' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l client-id -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l limit -d 'At most this many (1-100)' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -f -a "verify" -d 'Make DEVICE_ID the profile\'s verified device (a switch revokes the old one and its push mapping)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from device" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -f -a "issue" -d 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from token" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from pin" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from help" -f -a "add" -d 'Create a self-service profile for a client'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from help" -f -a "list" -d 'List self-service profiles, newest first'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from help" -f -a "device" -d 'The profile\'s verified mobile device'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from help" -f -a "token" -d 'Customer access tokens'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from help" -f -a "pin" -d 'Set a profile\'s transaction PIN (read from stdin) and unblock it'
complete -c bank -n "__fish_bank_using_subcommand customer; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -f -a "send" -d 'Send a notification to one profile or to every profile of a client (needs notifications.send)'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -f -a "list" -d 'List notifications, newest first, with their push outcome'
complete -c bank -n "__fish_bank_using_subcommand notify; and not __fish_seen_subcommand_from send list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l profile -d 'The recipient profile key' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l client-id -d 'Every active profile of this client' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l title -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l message -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l type -d 'info, success, warning, error or a caller-defined type' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l priority -d 'low, normal or high' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l action -d 'Action (e.g. a portal URL); empty by default' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l data -d 'Action data, a JSON object' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from send" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l profile -d 'Only this profile\'s' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l limit -d 'At most this many (1-100)' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l after -d 'Start after the notification this cursor names (the list\'s next cursor)' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l before -d 'End before the notification this cursor names' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from help" -f -a "send" -d 'Send a notification to one profile or to every profile of a client (needs notifications.send)'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from help" -f -a "list" -d 'List notifications, newest first, with their push outcome'
complete -c bank -n "__fish_bank_using_subcommand notify; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -f -a "installations" -d 'List push installations, newest first (tokens shown by their last 8 characters)'
complete -c bank -n "__fish_bank_using_subcommand push; and not __fish_seen_subcommand_from installations help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l profile -d 'Only this profile\'s' -r
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l state -d 'ACTIVE or DEACTIVATED' -r
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l limit -d 'At most this many (1-100)' -r
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from installations" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from help" -f -a "installations" -d 'List push installations, newest first (tokens shown by their last 8 characters)'
complete -c bank -n "__fish_bank_using_subcommand push; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -f -a "list" -d 'Every user\'s activities, latest first, with filters (needs activities.view_all)'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -f -a "mine" -d 'The acting user\'s own activities, latest first'
complete -c bank -n "__fish_bank_using_subcommand activity; and not __fish_seen_subcommand_from list mine help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l user -d 'Only this user\'s activities: a user id or a username' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l type -d 'Only this activity type (Login, Transaction, Create, Update, Delete, Export, Import, Approval, Configuration, Security)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l entity-type -d 'Only activities on this entity type (Client, Loan, Deposit, User, Branch, Transaction, ...)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l entity-id -d 'Only activities on this entity id (with --entity-type)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l from -d 'From this date, YYYY-MM-DD' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l to -d 'To this date, YYYY-MM-DD (inclusive)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l success -d 'Only successful (true) or failed (false) attempts' -r -f -a "true\t''
false\t''"
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l ip -d 'Only activities from this IP address' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l type -d 'Only this activity type (Login, Transaction, Create, Update, ...)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l from -d 'From this date, YYYY-MM-DD' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l to -d 'To this date, YYYY-MM-DD (inclusive)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l page -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from mine" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from help" -f -a "list" -d 'Every user\'s activities, latest first, with filters (needs activities.view_all)'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from help" -f -a "mine" -d 'The acting user\'s own activities, latest first'
complete -c bank -n "__fish_bank_using_subcommand activity; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -f -a "open" -d 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -f -a "fund" -d 'Move cash from the vault into an open till, or back'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -f -a "balance" -d 'Record a cash count; a difference is posted against the suspense account'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -f -a "close" -d 'Close a till: its cash goes back to the vault'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -f -a "list" -d 'The acting user\'s own tills, most recent shift first'
complete -c bank -n "__fish_bank_using_subcommand till; and not __fish_seen_subcommand_from open fund balance close list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l teller -d 'The teller the till is assigned to (a staff username)' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l branch-id -d 'The till\'s branch' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l currency -d 'Currency code, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l gl -d 'Id of the teller-cash asset GL account, in the till\'s currency' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l vault-gl -d 'Id of the vault cash asset GL account that funds the till' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l code -d 'Till code; a closed till\'s code reopens it (default: TILL-<branch key>-<n>)' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l opening-balance -d 'Float moved from the vault at once, e.g. 200000.00' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from open" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l amount -d 'Cash to move, e.g. 50000.00' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l direction -d 'Which way the cash goes' -r -f -a "in\t'Vault to till'
out\t'Till to vault'"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from fund" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l counted -d 'The cash counted in the till, e.g. 199500.00 (0 for an empty till)' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l suspense-gl -d 'Id of the suspense liability GL account that takes a difference (required when there is one)' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from balance" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from close" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l status -d 'Only tills in this status' -r -f -a "open\t''
closed\t''"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l currency -d 'Only tills in this currency, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from help" -f -a "open" -d 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from help" -f -a "fund" -d 'Move cash from the vault into an open till, or back'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from help" -f -a "balance" -d 'Record a cash count; a difference is posted against the suspense account'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close a till: its cash goes back to the vault'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from help" -f -a "list" -d 'The acting user\'s own tills, most recent shift first'
complete -c bank -n "__fish_bank_using_subcommand till; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -f -a "create" -d 'Create a vault on its vault cash GL account (counted at once when that account is empty)'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -f -a "count" -d 'Record a vault\'s opening inventory, once; its total must equal the GL balance'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -f -a "list" -d 'Vaults, with their GL balance and inventory total'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -f -a "show" -d 'One vault: GL balance and inventory by denomination'
complete -c bank -n "__fish_bank_using_subcommand vault; and not __fish_seen_subcommand_from create count list show help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l branch-id -d 'The vault\'s branch' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l currency -d 'Currency code, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l gl -d 'Id of the vault cash asset GL account (one vault per account)' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -l denomination -d 'Notes or coins counted, as VALUE:COUNT (e.g. 1000:448000); repeat for each denomination' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from count" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l branch-id -d 'Only the vaults of this branch' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l currency -d 'Only vaults in this currency, e.g. NGN' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a vault on its vault cash GL account (counted at once when that account is empty)'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from help" -f -a "count" -d 'Record a vault\'s opening inventory, once; its total must equal the GL balance'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from help" -f -a "list" -d 'Vaults, with their GL balance and inventory total'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from help" -f -a "show" -d 'One vault: GL balance and inventory by denomination'
complete -c bank -n "__fish_bank_using_subcommand vault; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "deposit" -d 'Deposit into an account: settled at once, or held PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "withdraw" -d 'Withdraw from an account: settled at once, or held PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "disburse" -d 'Pay an approved loan\'s principal into an account of its client'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "approve" -d 'Approve a pending transaction, or a batch of them from a CSV file'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "reject" -d 'Reject a pending transaction (it becomes CANCELLED; the customer is told)'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "cancel" -d 'Cancel a pending transaction (one\'s own, or any with transactions.cancel)'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "reverse" -d 'Reverse a settled transaction within its reversal window, or a batch from a CSV file'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "show" -d 'Show one transaction'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "list" -d 'List transactions, latest first (flagged: oldest first)'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "compliance" -d 'Compliance reports raised by transactions, latest first'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "expire-pending" -d 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "config" -d 'Approval thresholds, reversal windows and transaction settings'
complete -c bank -n "__fish_bank_using_subcommand txn; and not __fish_seen_subcommand_from deposit withdraw disburse approve reject cancel reverse show list compliance expire-pending config help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l amount -d 'Amount, e.g. 25000.00' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l till -d 'Code of the acting teller\'s open till: its cash moves on settlement' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l narration -d 'Narration shown on the statement (at most 200 characters)' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l channel -d 'Channel the transaction came through' -r -f -a "BRANCH\t''
ONLINE\t''
MOBILE\t''
ATM\t''
AGENT\t''"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l key -d 'Idempotency key: a retry with the same key returns the first transaction and creates nothing' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l approval -d 'Hold the transaction PENDING for approval whatever the thresholds say'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l no-approval -d 'Settle at once whatever the thresholds say (default: the configured thresholds decide)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from deposit" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l amount -d 'Amount, e.g. 25000.00' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l till -d 'Code of the acting teller\'s open till: its cash moves on settlement' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l narration -d 'Narration shown on the statement (at most 200 characters)' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l channel -d 'Channel the transaction came through' -r -f -a "BRANCH\t''
ONLINE\t''
MOBILE\t''
ATM\t''
AGENT\t''"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l key -d 'Idempotency key: a retry with the same key returns the first transaction and creates nothing' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l approval -d 'Hold the transaction PENDING for approval whatever the thresholds say'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l no-approval -d 'Settle at once whatever the thresholds say (default: the configured thresholds decide)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from withdraw" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l account -d 'Number of the account it is paid into: the loan client\'s, in the loan\'s currency' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l narration -d 'Narration shown on the statement (at most 200 characters)' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l channel -d 'Channel the transaction came through' -r -f -a "BRANCH\t''
ONLINE\t''
MOBILE\t''
ATM\t''
AGENT\t''"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l key -d 'Idempotency key: a retry with the same key returns the first transaction and creates nothing' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l approval -d 'Hold the transaction PENDING for approval whatever the thresholds say'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l no-approval -d 'Settle at once whatever the thresholds say (default: the configured thresholds decide)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from disburse" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l notes -d 'The approver\'s notes, kept on the audit trail' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l file -d 'A CSV batch with a header and the columns transaction_id,notes (at most 100,000 rows)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from approve" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l reason -d 'Why; kept on the transaction and the audit trail' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l category -d 'Kind of rejection (FRAUD and COMPLIANCE raise a compliance report)' -r -f -a "FRAUD\t''
COMPLIANCE\t''
INSUFFICIENT_DOCUMENTATION\t''
POLICY_VIOLATION\t''
OTHER\t''"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reject" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l reason -d 'Why; kept on the transaction and the audit trail' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l notify -d 'Tell the customer'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from cancel" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l reason -d 'Why; kept on the transaction and the audit trail (aged reversals need a detailed one)' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l narration -d 'Narration of the reversing journal (default: "Reversal of ID: REASON")' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l category -d 'Kind of reversal' -r -f -a "ERROR_CORRECTION\t''
FRAUD\t''
CUSTOMER_REQUEST\t''
SYSTEM_ERROR\t''
DUPLICATE\t''
OTHER\t''"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l file -d 'A CSV batch with a header and the columns transaction_id,reason,narration,category (at most 100,000 rows)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from reverse" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l status -d 'Only transactions in this state' -r -f -a "PENDING\t''
SETTLED\t''
CANCELLED\t''
REVERSED\t''"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l account -d 'Only this account\'s transactions' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l pending -d 'Only PENDING transactions (the same as --status PENDING)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l flagged -d 'Only PENDING transactions older than the flag age (4 hours unless configured), oldest first'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l trigger -d 'Only reports of this trigger, e.g. LARGE_AMOUNT, LARGE_REVERSAL, REPEATED_FAILED_APPROVALS, FREQUENT_CANCELLATIONS, REJECTED_FRAUD, REJECTED_COMPLIANCE' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l page -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from compliance" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from expire-pending" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -f -a "threshold" -d 'Set the approval threshold of one account tier for a transaction type and channel'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -f -a "thresholds" -d 'List the approval thresholds'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -f -a "window" -d 'Add or replace one reversal window of a transaction type (the others are kept)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -f -a "windows" -d 'List the reversal windows of a transaction type'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -f -a "settings" -d 'Set the cash GL account of a currency, pending expiry, flag age and approval rate'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from config" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "deposit" -d 'Deposit into an account: settled at once, or held PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "withdraw" -d 'Withdraw from an account: settled at once, or held PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "disburse" -d 'Pay an approved loan\'s principal into an account of its client'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "approve" -d 'Approve a pending transaction, or a batch of them from a CSV file'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "reject" -d 'Reject a pending transaction (it becomes CANCELLED; the customer is told)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "cancel" -d 'Cancel a pending transaction (one\'s own, or any with transactions.cancel)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "reverse" -d 'Reverse a settled transaction within its reversal window, or a batch from a CSV file'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one transaction'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "list" -d 'List transactions, latest first (flagged: oldest first)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "compliance" -d 'Compliance reports raised by transactions, latest first'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "expire-pending" -d 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "config" -d 'Approval thresholds, reversal windows and transaction settings'
complete -c bank -n "__fish_bank_using_subcommand txn; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "deposit" -d 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "withdraw" -d 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "clear" -d 'Clear an UNCLEARED cheque: its hold is released'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "bounce" -d 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "cancel" -d 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "show" -d 'Show one cheque and everything it changed'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "list" -d 'List the cheque register, newest first'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "clear-due" -d 'Clear every cheque due by a date (the nightly batch; safe to re-run)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "settings" -d 'Set the GL accounts, fees, limits and holidays of cheques'
complete -c bank -n "__fish_bank_using_subcommand cheque; and not __fish_seen_subcommand_from deposit withdraw clear bounce cancel show list clear-due settings help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l amount -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l number -d 'The cheque number printed on the cheque' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l drawer-bank -d 'The bank the cheque is drawn on' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l drawer-account -d 'The account the cheque is drawn on' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l date -d 'The date written on the cheque' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l class -d 'How the cheque clears (default: same bank when the drawer account is ours, else inter-bank local)' -r -f -a "SAME_BANK_LOCAL\t''
SAME_BANK_OTHER_BRANCH\t''
INTER_BANK_LOCAL\t''
INTER_BANK_UPCOUNTRY\t''
FOREIGN\t''"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l notes -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l payee-unverified -d 'The payee could not be verified (routes the cheque to approval)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l signature-discrepancy -d 'The signature differs from the specimen (routes the cheque to approval)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l stale-revalidated -d 'A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l approval -d 'Ask for approval whatever the amount'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from deposit" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l amount -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l number -d 'The cheque number printed on the cheque' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l payee -d 'Who the cheque is payable to' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l date -d 'The date written on the cheque' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l notes -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l payee-unverified -d 'The payee could not be verified (routes the cheque to approval)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l signature-discrepancy -d 'The signature differs from the specimen (routes the cheque to approval)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l stale-revalidated -d 'A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l approval -d 'Ask for approval whatever the amount'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from withdraw" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l date -d 'The clearing date (default today)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l notes -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l reason -d 'Why clearing failed (e.g. "Funds insufficient")' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l date -d 'The bounce date (default today)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l notes -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from bounce" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l reason -d 'Why it is stopped (e.g. "Lost in the post")' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l notes -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from cancel" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l account -d 'Only this account\'s cheques (its number)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l state -r -f -a "PENDING\t''
UNCLEARED\t''
CLEARED\t''
BOUNCED\t''
CANCELLED\t''
COMPLETED\t''
REVERSED\t''"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l kind -r -f -a "DEPOSIT\t''
WITHDRAWAL\t''"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l number -d 'Only cheques with this number' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l from -d 'Taken in on or after this day' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l to -d 'Taken in on or before this day' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l after -d 'Start after the row this cursor names (a list\'s `nextCursor`); the cost of a page is the same at any depth' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l before -d 'End before the row this cursor names (a list\'s `previousCursor`)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l date -d 'Clear cheques expected to clear on or before this day (default today)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l pause-ms -d 'Pause between cheques, to spare a busy database' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from clear-due" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l currency -d 'The currency the per-currency settings apply to' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l uncleared-gl -d 'Uncleared cheques (asset) GL account id' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l clearing-gl -d 'Cheque clearing settlement (asset) GL account id' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l fee-income-gl -d 'Fee income GL account id' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l bounce-penalty -d 'Penalty charged when a cheque bounces (0 for none)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l cancellation-fee -d 'Fee charged for a stop payment (0 for none)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l max-amount -d 'Largest cheque accepted' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l daily-withdrawal-limit -d 'Most an account may pay by cheque in a day' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l holiday -d 'A clearing holiday, DATE=NAME (repeatable)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l remove-holiday -d 'Remove a clearing holiday (repeatable)' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from settings" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "deposit" -d 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "withdraw" -d 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "clear" -d 'Clear an UNCLEARED cheque: its hold is released'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "bounce" -d 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "cancel" -d 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one cheque and everything it changed'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the cheque register, newest first'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "clear-due" -d 'Clear every cheque due by a date (the nightly batch; safe to re-run)'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "settings" -d 'Set the GL accounts, fees, limits and holidays of cheques'
complete -c bank -n "__fish_bank_using_subcommand cheque; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "create" -d 'Configure a webhook at /api/webhook/PATH'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "update" -d 'Change a webhook\'s fields (unset flags keep their values)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "show" -d 'Show one webhook, its code included'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "list" -d 'List webhooks (no code)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "enable" -d 'Enable a webhook'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "disable" -d 'Disable a webhook: calls are refused with 403'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "delete" -d 'Delete a webhook (its call log stays)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "base-url" -d 'Set the base URL that webhook `url` fields start with'
complete -c bank -n "__fish_bank_using_subcommand webhook; and not __fish_seen_subcommand_from create update show list enable disable delete base-url help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l path -d 'The public path under /api/webhook/' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l action -d 'The HTTP method callers use' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l type -d 'What runs' -r -f -a "command\t'0: a native command with the body as its parameters'
chain\t'1: a chain of commands'
code\t'2: sandboxed JavaScript'
process\t'3: start a process'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l command -d 'The command to run (type command)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l chain -d 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l code -d 'JavaScript, or @FILE (type code)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l process-definition-id -d 'The process definition to start (type process)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l run-as -d 'The staff user the command, chain or process runs as' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l description -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l allow-ip -d 'An address allowed to call (repeatable)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l secret -d 'The HMAC-SHA256 key callers sign bodies with (X-Webhook-Signature)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l allow-anonymous -d 'Accept calls from any address without a signature (needed when neither --allow-ip nor --secret is given)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l disabled -d 'Create it disabled'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l key -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l path -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l action -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l type -d 'What runs' -r -f -a "command\t'0: a native command with the body as its parameters'
chain\t'1: a chain of commands'
code\t'2: sandboxed JavaScript'
process\t'3: start a process'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l command -d 'The command to run (type command)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l chain -d 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l code -d 'JavaScript, or @FILE (type code)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l process-definition-id -d 'The process definition to start (type process)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l run-as -d 'The staff user the command, chain or process runs as' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l description -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l allow-ip -d 'Replace the allowed addresses (repeatable)' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l secret -d 'A new signing key; an empty one removes it' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l allow-anonymous -d 'Accept calls from anyone (true) or require an allow-list or secret again (false)' -r -f -a "true\t''
false\t''"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l allow-any-ip -d 'Allow any address again'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l enabled -d 'Only enabled (true) or disabled (false) webhooks' -r -f -a "true\t''
false\t''"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l key -d 'Text in the key' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l page -d 'Page index, from 0' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from base-url" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "create" -d 'Configure a webhook at /api/webhook/PATH'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a webhook\'s fields (unset flags keep their values)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one webhook, its code included'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "list" -d 'List webhooks (no code)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Enable a webhook'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Disable a webhook: calls are refused with 403'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a webhook (its call log stays)'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "base-url" -d 'Set the base URL that webhook `url` fields start with'
complete -c bank -n "__fish_bank_using_subcommand webhook; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "subscribe" -d 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "list" -d 'The subscriptions'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "unsubscribe" -d 'Stop sending events to a subscription (its deliveries stay listed)'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "deliveries" -d 'Deliveries, newest first: `--state dead` is the dead-letter list'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "redeliver" -d 'Send a dead (or delivered) event again'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "types" -d 'The event types a subscription can name'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "deliver" -d 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)'
complete -c bank -n "__fish_bank_using_subcommand events; and not __fish_seen_subcommand_from subscribe list unsubscribe deliveries redeliver types deliver help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l events -d 'Event types, `area.*` or `*`, comma-separated (see `bank events types`)' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l description -d 'What the subscriber is' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from subscribe" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from unsubscribe" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l subscription -d 'Only this subscription\'s' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l state -d 'Only deliveries in this state' -r -f -a "pending\t'Waiting for its first or next attempt'
delivered\t'Answered 2xx'
dead\t'Attempts spent: the dead-letter list'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l type -d 'Only events of this type' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l after -d 'Older than this (the cursor a page prints last)' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l limit -d 'Deliveries per page (at most 200)' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliveries" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from redeliver" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from types" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l timeout -d 'Seconds one POST may take' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l max-attempts -d 'Attempts before a delivery is dead' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from deliver" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "subscribe" -d 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "list" -d 'The subscriptions'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "unsubscribe" -d 'Stop sending events to a subscription (its deliveries stay listed)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "deliveries" -d 'Deliveries, newest first: `--state dead` is the dead-letter list'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "redeliver" -d 'Send a dead (or delivered) event again'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "types" -d 'The event types a subscription can name'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "deliver" -d 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)'
complete -c bank -n "__fish_bank_using_subcommand events; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "register" -d 'Register a process definition (JSON; see the README for the format)'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "list" -d 'List process definitions'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "show" -d 'Show a definition by id or key'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "start" -d 'Start an instance of a definition'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "instance" -d 'Show an instance with its variables and step history'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "signal" -d 'Complete the user task an instance waits for'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "callback" -d 'Deliver the callback an instance waits for'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "cancel" -d 'Cancel an instance'
complete -c bank -n "__fish_bank_using_subcommand process; and not __fish_seen_subcommand_from register list show start instance signal callback cancel help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -l key -d 'The unique key (default: the definition\'s own "key")' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from register" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l page -d 'Page index, from 0' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -l variables -d 'Variables: a JSON object, @FILE or -' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from start" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from instance" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l task -d 'The task being completed (checked against the waiting one)' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l variables -d 'Variables to merge: a JSON object, @FILE or -' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from signal" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l data -d 'The callback\'s data: JSON, @FILE or -' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l failed -d 'Report a failure rather than a success'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from callback" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -l reason -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from cancel" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "register" -d 'Register a process definition (JSON; see the README for the format)'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "list" -d 'List process definitions'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a definition by id or key'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "start" -d 'Start an instance of a definition'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "instance" -d 'Show an instance with its variables and step history'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "signal" -d 'Complete the user task an instance waits for'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "callback" -d 'Deliver the callback an instance waits for'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "cancel" -d 'Cancel an instance'
complete -c bank -n "__fish_bank_using_subcommand process; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "create" -d 'Create a recurring job'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "update" -d 'Change a job (unset flags keep their values)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "show" -d 'Show a job, its code and its latest runs'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "list" -d 'List jobs'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "run" -d 'Run a job now, outside its schedule'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "delete" -d 'Delete a job (its run history stays)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "run-due" -d 'Run every job that is due, once, and exit (for cron)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and not __fish_seen_subcommand_from create update show list run delete run-due help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l cron -d 'Five fields (minute hour day month weekday), or six with seconds first' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l time-zone -d 'IANA time zone of the expression' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l type -d 'What runs' -r -f -a "command\t'0: a native command with the body as its parameters'
chain\t'1: a chain of commands'
code\t'2: sandboxed JavaScript'
process\t'3: start a process'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l command -d 'The command to run (type command)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l chain -d 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l code -d 'JavaScript, or @FILE (type code)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l process-definition-id -d 'The process definition to start (type process)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l run-as -d 'The staff user the command, chain or process runs as' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l payload -d 'The command\'s data or the process\'s variables: JSON, @FILE or -' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l description -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l category -d 'A category for grouping (update: "" removes it)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l context-loader -d 'A command run first whose answer\'s data is the job\'s context: {"cmd": ..., "context": {...}} as JSON, @FILE or - (update: "" removes it)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l disabled -d 'Create it disabled'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l cron -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l time-zone -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l type -d 'What runs' -r -f -a "command\t'0: a native command with the body as its parameters'
chain\t'1: a chain of commands'
code\t'2: sandboxed JavaScript'
process\t'3: start a process'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l command -d 'The command to run (type command)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l chain -d 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l code -d 'JavaScript, or @FILE (type code)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l process-definition-id -d 'The process definition to start (type process)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l run-as -d 'The staff user the command, chain or process runs as' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l payload -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l description -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l category -d 'A category for grouping (update: "" removes it)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l context-loader -d 'A command run first whose answer\'s data is the job\'s context: {"cmd": ..., "context": {...}} as JSON, @FILE or - (update: "" removes it)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l enabled -d 'Enable (true) or disable (false)' -r -f -a "true\t''
false\t''"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l enabled -r -f -a "true\t''
false\t''"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l key -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l category -d 'Only jobs of this category (exact, any case)' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l page -d 'Page index, from 0' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from run-due" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a recurring job'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a job (unset flags keep their values)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show a job, its code and its latest runs'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "list" -d 'List jobs'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "run" -d 'Run a job now, outside its schedule'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a job (its run history stays)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "run-due" -d 'Run every job that is due, once, and exit (for cron)'
complete -c bank -n "__fish_bank_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -f -a "run" -d 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -f -a "status" -d 'The recent closes of business (or one day\'s), with their steps'
complete -c bank -n "__fish_bank_using_subcommand eod; and not __fish_seen_subcommand_from run status help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -l date -d 'The business day to close, YYYY-MM-DD (default: yesterday in the bank\'s time zone)' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from run" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -l date -d 'One business day, YYYY-MM-DD (default: the latest runs)' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from status" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from help" -f -a "run" -d 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from help" -f -a "status" -d 'The recent closes of business (or one day\'s), with their steps'
complete -c bank -n "__fish_bank_using_subcommand eod; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand verify" -l from -d 'Recompute each chain from this link on, trusting the one before it (an incremental check after a full one)' -r
complete -c bank -n "__fish_bank_using_subcommand verify" -l checkpoint -d 'A checkpoint saved earlier (kept outside the database): fail unless the chains still pass through it' -r -F
complete -c bank -n "__fish_bank_using_subcommand verify" -l save-checkpoint -d 'Write where the chains end now to FILE (JSON), to check against later' -r -F
complete -c bank -n "__fish_bank_using_subcommand verify" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand verify" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand verify" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand verify" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand verify" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand verify" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand verify" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand verify" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand verify" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand doctor" -l fcm-service-account -d 'Firebase service-account JSON to check (as `bank serve` takes it); unset: push is off' -r -F
complete -c bank -n "__fish_bank_using_subcommand doctor" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand doctor" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand doctor" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand doctor" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doctor" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand doctor" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand doctor" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand doctor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand doctor" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -f -a "journal" -d 'Post journals through the full command path; report throughput and latency'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -f -a "deposits" -d 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -f -a "activities" -d 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -f -a "lists" -d 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -f -a "eod" -d 'Add N empty accounts, close yesterday\'s business, and report each step\'s time and accounts/s'
complete -c bank -n "__fish_bank_using_subcommand bench; and not __fish_seen_subcommand_from journal deposits activities lists eod help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l journals -d 'Journals to post per size' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l concurrency -d 'Concurrent posters' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l large-entries -d 'Entries of the large journal (the small one has 2)' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l batch -d 'Journals per database transaction (1: each commits alone, through `Bank::execute`)' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from journal" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l clients -d 'Concurrent clients, each with an account of its own' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l duration -d 'Seconds to run' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l flow -r -f -a "settle\t'Each deposit settles at once (one command)'
approve\t'Each deposit is created PENDING and approved by a second user (two commands)'
reverse\t'Each deposit settles at once and a second user reverses it (two commands)'
reject\t'Each deposit is created PENDING and a second user rejects it (two commands)'
cancel\t'Each deposit is created PENDING and its maker cancels it (two commands)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l approvers -d 'Approvers the decisions are shared among, client by client (default: one per client, as each teller has a supervisor). One approver\'s approvals are numbered one at a time, for their hourly limit, so one approver for many clients measures that queue' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l count -d 'Stop after this many deposits per client instead of after --duration' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l via -d 'Call the library directly, or the HTTP API served in this process' -r -f -a "library\t'The library\'s command path, as the CLI and batch jobs call it'
http\t'The spec\'s HTTP endpoints, served in this process, with bearer tokens over keep-alive connections'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l synchronous -d 'SQLite: answer each commit once on disk (full, as the bank runs), or once the operating system has it (normal: measures what the disk\'s wait costs; a power loss may take the last commits back)' -r -f -a "full\t''
normal\t''"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from deposits" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l rows -d 'Synthetic activity rows to insert before measuring (0: measure what is there)' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l batch -d 'Rows per multi-row INSERT' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l users -d 'Synthetic users the rows spread over (fewer: more pages per user)' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l queries -d 'Page queries to time per kind' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from activities" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l queries -d 'Requests to time per kind of page' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l no-export -d 'Skip the export of every journal entry'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from lists" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -l accounts -d 'Empty deposit accounts to add before the close (0: close what is there)' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from eod" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from help" -f -a "journal" -d 'Post journals through the full command path; report throughput and latency'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from help" -f -a "deposits" -d 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from help" -f -a "activities" -d 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from help" -f -a "lists" -d 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from help" -f -a "eod" -d 'Add N empty accounts, close yesterday\'s business, and report each step\'s time and accounts/s'
complete -c bank -n "__fish_bank_using_subcommand bench; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand completions" -l dir -d 'Write completions for every supported shell into this folder' -r -F
complete -c bank -n "__fish_bank_using_subcommand completions" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand completions" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand completions" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand completions" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand completions" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand completions" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand completions" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand completions" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand man" -l dir -d 'Folder to write the pages into' -r -F
complete -c bank -n "__fish_bank_using_subcommand man" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand man" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand man" -s o -l output -d 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts' -r -f -a "table\t'Tables for people'
json\t'The command\'s wire envelope, errors included'
csv\t'The table\'s rows as RFC 4180 CSV (header row first unless --no-headers)'"
complete -c bank -n "__fish_bank_using_subcommand man" -l key-file -d 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)' -r -F
complete -c bank -n "__fish_bank_using_subcommand man" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand man" -l no-headers -d 'Leave out the header row of tables and CSV (for scripts that read rows)'
complete -c bank -n "__fish_bank_using_subcommand man" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand man" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bank -n "__fish_bank_using_subcommand man" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "init" -d 'Create or migrate the database and seed roles and the admin user (idempotent)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "demo" -d 'Load a realistic demo dataset and print its manifest (idempotent)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "serve" -d 'Serve the HTTP interface'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "exec" -d 'Run any registered command with a JSON request; prints the wire response'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "commands" -d 'List the commands the interface serves, their documented aliases and envelopes'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "openapi" -d 'Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "token" -d 'Access tokens for staff users'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "auth" -d 'Token revocation and signing-key rotation'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "user" -d 'Staff users'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "role" -d 'Roles, their permissions and approval limits'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "branch" -d 'Branches'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "gl" -d 'General ledger accounts: the chart of accounts'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "journal" -d 'Journal transactions and entries; reversals'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "period" -d 'Accounting periods: close the books through a date, or reopen them'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "config" -d 'Bank-wide settings kept in the database: the time zone the bank\'s days follow'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "report" -d 'Ledger reports'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "client" -d 'Clients (customers)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "account" -d 'Deposit accounts, holds and statements'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "loan" -d 'Loans'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "policy" -d 'Insurance policies'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "comment" -d 'Comments on loans, clients and deposit accounts'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "doc" -d 'Documents of clients, loans, deposit accounts and policies: upload, list, download'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "referral" -d 'Employee referrals: employees, their referral codes and referred customers'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "terminal" -d 'Self-service terminals (ATM, POS, kiosk) and their PTSP providers'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "customer" -d 'Self-service customers: profiles, their verified device, customer tokens'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "notify" -d 'Notifications to self-service customers (inbox, real time, push)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "push" -d 'Mobile push installations'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "activity" -d 'The audit trail: every user\'s activities (with filters) or one\'s own'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "till" -d 'Teller tills: open, fund, count, close; one\'s own list'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "vault" -d 'Vaults: create, count the opening inventory, list, show'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "txn" -d 'Universal transactions: deposits, withdrawals, disbursements, approvals, reversals'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "cheque" -d 'Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "webhook" -d 'Inbound webhooks: configuration of /api/webhook/PATH endpoints'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "events" -d 'Events out: subscribers\' URLs that every recorded state change is POSTed to, signed'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "process" -d 'Process definitions and instances (user tasks, callbacks)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "jobs" -d 'Recurring (cron) jobs and their runs; run-due for cron-driven batch use'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "eod" -d 'Close of business: run a business day\'s close, see past runs'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "verify" -d 'Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "doctor" -d 'Check the setup: configuration, database, schema, key file, document store, FCM key, clock'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "bench" -d 'Measure performance against the configured database (use a scratch one)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "completions" -d 'Print shell completions (or write them all with --dir)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "man" -d 'Write man pages'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec commands openapi token auth user role branch gl journal period config report client account loan policy comment doc referral terminal customer notify push activity till vault txn cheque webhook events process jobs eod verify doctor bench completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from token" -f -a "issue" -d 'Issue a bearer token for a staff user (needs tokens.issue)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "revoke" -d 'Make every token issued to a user so far stop working (needs users.manage)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "rotate-key" -d 'Write a new token signing key; tokens signed before verify for a grace period'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "add" -d 'Add a staff user'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "list" -d 'List staff users'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "disable" -d 'Disable a staff user: they can no longer act and their tokens stop working'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from user" -f -a "enable" -d 'Enable a disabled staff user'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from role" -f -a "list" -d 'List roles with their approval limits and permissions'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from branch" -f -a "create" -d 'Create a branch'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from branch" -f -a "list" -d 'List branches'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from branch" -f -a "show" -d 'Show one branch by id or key'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from branch" -f -a "update" -d 'Update a branch (UpdateBranchCommand); unset fields keep their values'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from branch" -f -a "set-state" -d 'Change a branch\'s state: active, not-active, or deleted (final)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from gl" -f -a "add" -d 'Add a GL account to the chart'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from gl" -f -a "list" -d 'List GL accounts by code, with their balances'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from gl" -f -a "show" -d 'Show one GL account by id or GL code, with its balance'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from gl" -f -a "deactivate" -d 'Deactivate a GL account: no further postings, its history stays'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from journal" -f -a "post" -d 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from journal" -f -a "list" -d 'List journal transactions, latest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from journal" -f -a "entries" -d 'List journal entries (one per GL line), latest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from journal" -f -a "show" -d 'Show one journal transaction with its entries'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from journal" -f -a "reverse" -d 'Reverse a journal transaction with an equal and opposite one'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from period" -f -a "close" -d 'Close the books through a date: no postings or reversals on or before it'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from period" -f -a "reopen" -d 'Reopen the latest closed period (administrators), with a reason'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from period" -f -a "list" -d 'List closings of the books, latest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "show" -d 'Show the bank-wide settings, with today\'s date in the bank\'s time zone'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from report" -f -a "trial-balance" -d 'Trial balance: each GL account\'s net balance, with totals per currency'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "create" -d 'Create a client at a branch'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "list" -d 'List clients by code'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "show" -d 'Show one client by id or client code'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from client" -f -a "close" -d 'Close a client that has no open accounts or live loans'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "open" -d 'Open a deposit account for a client, optionally with an opening balance'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "list" -d 'List deposit accounts'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "show" -d 'Show one deposit account by number, with its balances'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "lock" -d 'Lock an account: no movements until it is unlocked (reversals excepted)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "unlock" -d 'Unlock a locked account'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "close" -d 'Close an empty account with no holds'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "hold" -d 'Place a hold (lien) on part of an account\'s available balance'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "release" -d 'Release a hold'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "statement" -d 'An account\'s postings in a date range, with running balances'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from account" -f -a "balance" -d 'An account\'s book, held and available balances now or at a past instant'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from loan" -f -a "create" -d 'Create a loan for a client, pending approval'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from loan" -f -a "list" -d 'List loans'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from loan" -f -a "show" -d 'Show one loan by id or loan number'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from loan" -f -a "approve" -d 'Approve a pending loan (ready to disburse)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from loan" -f -a "close" -d 'Close a loan that was never disbursed'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from policy" -f -a "create" -d 'Create an insurance policy for a client'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from policy" -f -a "list" -d 'List insurance policies'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from comment" -f -a "add" -d 'Add a comment to a loan, client or deposit account'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from comment" -f -a "list" -d 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from doc" -f -a "upload" -d 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from doc" -f -a "list" -d 'List documents, newest first: all (with filters) or one entity\'s'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from doc" -f -a "download" -d 'Save a stored document\'s bytes to a file (recorded on the activity trail)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from referral" -f -a "employee-add" -d 'Register an employee with a referral code (generated when not given)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from referral" -f -a "employees" -d 'List employees and their referral codes'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from referral" -f -a "record" -d 'Record a customer registration made with an employee\'s referral code'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from referral" -f -a "list" -d 'List referrals (the spec\'s RetrieveEmployeeReferralsQuery), newest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "provider-add" -d 'Configure a PTSP provider that terminals can name'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "create" -d 'Create a terminal (ENABLED) for a merchant user'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "update" -d 'Change a terminal\'s code, serial, provider, name or location (not once terminated)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "enable" -d 'Enable a DISABLED terminal'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "disable" -d 'Disable an ENABLED terminal'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "terminate" -d 'Terminate a terminal for good, unlinking its merchant'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "list" -d 'List terminals, newest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from terminal" -f -a "show" -d 'Show one terminal'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from customer" -f -a "add" -d 'Create a self-service profile for a client'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from customer" -f -a "list" -d 'List self-service profiles, newest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from customer" -f -a "device" -d 'The profile\'s verified mobile device'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from customer" -f -a "token" -d 'Customer access tokens'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from customer" -f -a "pin" -d 'Set a profile\'s transaction PIN (read from stdin) and unblock it'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from notify" -f -a "send" -d 'Send a notification to one profile or to every profile of a client (needs notifications.send)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from notify" -f -a "list" -d 'List notifications, newest first, with their push outcome'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from push" -f -a "installations" -d 'List push installations, newest first (tokens shown by their last 8 characters)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from activity" -f -a "list" -d 'Every user\'s activities, latest first, with filters (needs activities.view_all)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from activity" -f -a "mine" -d 'The acting user\'s own activities, latest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from till" -f -a "open" -d 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from till" -f -a "fund" -d 'Move cash from the vault into an open till, or back'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from till" -f -a "balance" -d 'Record a cash count; a difference is posted against the suspense account'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from till" -f -a "close" -d 'Close a till: its cash goes back to the vault'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from till" -f -a "list" -d 'The acting user\'s own tills, most recent shift first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from vault" -f -a "create" -d 'Create a vault on its vault cash GL account (counted at once when that account is empty)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from vault" -f -a "count" -d 'Record a vault\'s opening inventory, once; its total must equal the GL balance'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from vault" -f -a "list" -d 'Vaults, with their GL balance and inventory total'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from vault" -f -a "show" -d 'One vault: GL balance and inventory by denomination'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "deposit" -d 'Deposit into an account: settled at once, or held PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "withdraw" -d 'Withdraw from an account: settled at once, or held PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "disburse" -d 'Pay an approved loan\'s principal into an account of its client'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "approve" -d 'Approve a pending transaction, or a batch of them from a CSV file'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "reject" -d 'Reject a pending transaction (it becomes CANCELLED; the customer is told)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "cancel" -d 'Cancel a pending transaction (one\'s own, or any with transactions.cancel)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "reverse" -d 'Reverse a settled transaction within its reversal window, or a batch from a CSV file'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "show" -d 'Show one transaction'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "list" -d 'List transactions, latest first (flagged: oldest first)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "compliance" -d 'Compliance reports raised by transactions, latest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "expire-pending" -d 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from txn" -f -a "config" -d 'Approval thresholds, reversal windows and transaction settings'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "deposit" -d 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "withdraw" -d 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "clear" -d 'Clear an UNCLEARED cheque: its hold is released'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "bounce" -d 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "cancel" -d 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "show" -d 'Show one cheque and everything it changed'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "list" -d 'List the cheque register, newest first'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "clear-due" -d 'Clear every cheque due by a date (the nightly batch; safe to re-run)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from cheque" -f -a "settings" -d 'Set the GL accounts, fees, limits and holidays of cheques'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "create" -d 'Configure a webhook at /api/webhook/PATH'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "update" -d 'Change a webhook\'s fields (unset flags keep their values)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "show" -d 'Show one webhook, its code included'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "list" -d 'List webhooks (no code)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "enable" -d 'Enable a webhook'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "disable" -d 'Disable a webhook: calls are refused with 403'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "delete" -d 'Delete a webhook (its call log stays)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from webhook" -f -a "base-url" -d 'Set the base URL that webhook `url` fields start with'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "subscribe" -d 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "list" -d 'The subscriptions'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "unsubscribe" -d 'Stop sending events to a subscription (its deliveries stay listed)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "deliveries" -d 'Deliveries, newest first: `--state dead` is the dead-letter list'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "redeliver" -d 'Send a dead (or delivered) event again'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "types" -d 'The event types a subscription can name'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from events" -f -a "deliver" -d 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "register" -d 'Register a process definition (JSON; see the README for the format)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "list" -d 'List process definitions'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "show" -d 'Show a definition by id or key'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "start" -d 'Start an instance of a definition'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "instance" -d 'Show an instance with its variables and step history'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "signal" -d 'Complete the user task an instance waits for'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "callback" -d 'Deliver the callback an instance waits for'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from process" -f -a "cancel" -d 'Cancel an instance'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "create" -d 'Create a recurring job'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "update" -d 'Change a job (unset flags keep their values)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "show" -d 'Show a job, its code and its latest runs'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "list" -d 'List jobs'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "run" -d 'Run a job now, outside its schedule'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "delete" -d 'Delete a job (its run history stays)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "run-due" -d 'Run every job that is due, once, and exit (for cron)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from eod" -f -a "run" -d 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from eod" -f -a "status" -d 'The recent closes of business (or one day\'s), with their steps'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from bench" -f -a "journal" -d 'Post journals through the full command path; report throughput and latency'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from bench" -f -a "deposits" -d 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from bench" -f -a "activities" -d 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from bench" -f -a "lists" -d 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from bench" -f -a "eod" -d 'Add N empty accounts, close yesterday\'s business, and report each step\'s time and accounts/s'
