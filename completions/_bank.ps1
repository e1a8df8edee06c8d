
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'bank' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'bank'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'bank' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or migrate the database and seed roles and the admin user (idempotent)')
            [CompletionResult]::new('demo', 'demo', [CompletionResultType]::ParameterValue, 'Load a realistic demo dataset and print its manifest (idempotent)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the HTTP interface')
            [CompletionResult]::new('exec', 'exec', [CompletionResultType]::ParameterValue, 'Run any registered command with a JSON request; prints the wire response')
            [CompletionResult]::new('commands', 'commands', [CompletionResultType]::ParameterValue, 'List the commands the interface serves, their documented aliases and envelopes')
            [CompletionResult]::new('openapi', 'openapi', [CompletionResultType]::ParameterValue, 'Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Access tokens for staff users')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Token revocation and signing-key rotation')
            [CompletionResult]::new('user', 'user', [CompletionResultType]::ParameterValue, 'Staff users')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Roles, their permissions and approval limits')
            [CompletionResult]::new('branch', 'branch', [CompletionResultType]::ParameterValue, 'Branches')
            [CompletionResult]::new('gl', 'gl', [CompletionResultType]::ParameterValue, 'General ledger accounts: the chart of accounts')
            [CompletionResult]::new('journal', 'journal', [CompletionResultType]::ParameterValue, 'Journal transactions and entries; reversals')
            [CompletionResult]::new('period', 'period', [CompletionResultType]::ParameterValue, 'Accounting periods: close the books through a date, or reopen them')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Bank-wide settings kept in the database: the time zone the bank''s days follow')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Ledger reports')
            [CompletionResult]::new('client', 'client', [CompletionResultType]::ParameterValue, 'Clients (customers)')
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Deposit accounts, holds and statements')
            [CompletionResult]::new('loan', 'loan', [CompletionResultType]::ParameterValue, 'Loans')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Insurance policies')
            [CompletionResult]::new('comment', 'comment', [CompletionResultType]::ParameterValue, 'Comments on loans, clients and deposit accounts')
            [CompletionResult]::new('doc', 'doc', [CompletionResultType]::ParameterValue, 'Documents of clients, loans, deposit accounts and policies: upload, list, download')
            [CompletionResult]::new('referral', 'referral', [CompletionResultType]::ParameterValue, 'Employee referrals: employees, their referral codes and referred customers')
            [CompletionResult]::new('terminal', 'terminal', [CompletionResultType]::ParameterValue, 'Self-service terminals (ATM, POS, kiosk) and their PTSP providers')
            [CompletionResult]::new('customer', 'customer', [CompletionResultType]::ParameterValue, 'Self-service customers: profiles, their verified device, customer tokens')
            [CompletionResult]::new('notify', 'notify', [CompletionResultType]::ParameterValue, 'Notifications to self-service customers (inbox, real time, push)')
            [CompletionResult]::new('push', 'push', [CompletionResultType]::ParameterValue, 'Mobile push installations')
            [CompletionResult]::new('activity', 'activity', [CompletionResultType]::ParameterValue, 'The audit trail: every user''s activities (with filters) or one''s own')
            [CompletionResult]::new('till', 'till', [CompletionResultType]::ParameterValue, 'Teller tills: open, fund, count, close; one''s own list')
            [CompletionResult]::new('vault', 'vault', [CompletionResultType]::ParameterValue, 'Vaults: create, count the opening inventory, list, show')
            [CompletionResult]::new('txn', 'txn', [CompletionResultType]::ParameterValue, 'Universal transactions: deposits, withdrawals, disbursements, approvals, reversals')
            [CompletionResult]::new('cheque', 'cheque', [CompletionResultType]::ParameterValue, 'Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Inbound webhooks: configuration of /api/webhook/PATH endpoints')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'Events out: subscribers'' URLs that every recorded state change is POSTed to, signed')
            [CompletionResult]::new('process', 'process', [CompletionResultType]::ParameterValue, 'Process definitions and instances (user tasks, callbacks)')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Recurring (cron) jobs and their runs; run-due for cron-driven batch use')
            [CompletionResult]::new('eod', 'eod', [CompletionResultType]::ParameterValue, 'Close of business: run a business day''s close, see past runs')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains')
            [CompletionResult]::new('doctor', 'doctor', [CompletionResultType]::ParameterValue, 'Check the setup: configuration, database, schema, key file, document store, FCM key, clock')
            [CompletionResult]::new('bench', 'bench', [CompletionResultType]::ParameterValue, 'Measure performance against the configured database (use a scratch one)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print shell completions (or write them all with --dir)')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write man pages')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;init' {
            [CompletionResult]::new('--documents', '--documents', [CompletionResultType]::ParameterName, 'Where document files go: a directory (file:///PATH) or s3://BUCKET[/PREFIX] with AWS_* credentials from the environment. Default: `documents` beside a SQLite file, else the user''s data folder. Given on an initialised database, it replaces the store in force')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;demo' {
            [CompletionResult]::new('--token-ttl', '--token-ttl', [CompletionResultType]::ParameterName, 'Lifetime of the tokens printed in the manifest (at most the maximum token lifetime)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--force', '--force', [CompletionResultType]::ParameterName, 'Load into a PostgreSQL database, or one that already holds data of its own')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;serve' {
            [CompletionResult]::new('-l', '-l', [CompletionResultType]::ParameterName, 'Address to listen on; port 0 picks a free port (printed on start)')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address to listen on; port 0 picks a free port (printed on start)')
            [CompletionResult]::new('--body-limit-bytes', '--body-limit-bytes', [CompletionResultType]::ParameterName, 'Largest request body accepted, in bytes')
            [CompletionResult]::new('--document-body-limit-bytes', '--document-body-limit-bytes', [CompletionResultType]::ParameterName, 'Largest body on /api/core/cmd, which carries base64 document uploads')
            [CompletionResult]::new('--webhook-body-limit-bytes', '--webhook-body-limit-bytes', [CompletionResultType]::ParameterName, 'Largest body accepted on inbound webhooks, in bytes')
            [CompletionResult]::new('--trusted-proxy', '--trusted-proxy', [CompletionResultType]::ParameterName, 'A reverse proxy whose X-Forwarded-For names the caller, for the audit trail and webhook allow-lists (repeatable); from any other peer the header is ignored')
            [CompletionResult]::new('--cors-origin', '--cors-origin', [CompletionResultType]::ParameterName, 'A browser origin allowed to call the API (CORS), e.g. https://app.example.com (repeatable); none by default')
            [CompletionResult]::new('--rate-limit-ip', '--rate-limit-ip', [CompletionResultType]::ParameterName, 'Requests per client address, e.g. 300/s (burst 600) or 6000/min; `off` for none. Checked before the token; over it the answer is 429 with Retry-After')
            [CompletionResult]::new('--rate-limit-user', '--rate-limit-user', [CompletionResultType]::ParameterName, 'Requests per authenticated user, whichever token they use, e.g. 300/s; `off` for none')
            [CompletionResult]::new('--eod-at', '--eod-at', [CompletionResultType]::ParameterName, 'Close yesterday''s business once the bank''s local time passes HH:MM (`bank eod run`); several servers may: one closes the day')
            [CompletionResult]::new('--eod-as', '--eod-as', [CompletionResultType]::ParameterName, 'The staff user the scheduled close of business acts as (it needs transactions.cancel, cheques.clear and journal.view)')
            [CompletionResult]::new('--log-format', '--log-format', [CompletionResultType]::ParameterName, 'How log lines are written: `text` for people, `json` for log collectors')
            [CompletionResult]::new('--fcm-service-account', '--fcm-service-account', [CompletionResultType]::ParameterName, 'Firebase service-account JSON: enables FCM push (without it, real time and inbox only)')
            [CompletionResult]::new('--fcm-base-url', '--fcm-base-url', [CompletionResultType]::ParameterName, 'FCM base URL (default https://fcm.googleapis.com), e.g. a local test server')
            [CompletionResult]::new('--fcm-token-uri', '--fcm-token-uri', [CompletionResultType]::ParameterName, 'OAuth token URI overriding the service account''s token_uri')
            [CompletionResult]::new('--push-retry-base-ms', '--push-retry-base-ms', [CompletionResultType]::ParameterName, 'First retry delay of a failed push, in milliseconds (doubles per attempt, capped at 10 minutes)')
            [CompletionResult]::new('--sms-provider-url', '--sms-provider-url', [CompletionResultType]::ParameterName, 'SMS gateway URL: SendSMSCommand messages are POSTed there as JSON (without it they stay queued)')
            [CompletionResult]::new('--sms-provider-token-file', '--sms-provider-token-file', [CompletionResultType]::ParameterName, 'File holding the SMS gateway''s bearer token')
            [CompletionResult]::new('--mail-provider-url', '--mail-provider-url', [CompletionResultType]::ParameterName, 'Mail gateway URL: SendMailCommand messages are POSTed there as JSON (without it they stay queued)')
            [CompletionResult]::new('--mail-provider-token-file', '--mail-provider-token-file', [CompletionResultType]::ParameterName, 'File holding the mail gateway''s bearer token')
            [CompletionResult]::new('--message-retry-base-ms', '--message-retry-base-ms', [CompletionResultType]::ParameterName, 'First retry delay of a failed SMS or e-mail, in milliseconds (doubles per attempt, capped at 10 minutes)')
            [CompletionResult]::new('--message-max-attempts', '--message-max-attempts', [CompletionResultType]::ParameterName, 'Attempts at an SMS or e-mail before it is recorded FAILED')
            [CompletionResult]::new('--event-retry-base-ms', '--event-retry-base-ms', [CompletionResultType]::ParameterName, 'First retry delay of an event a subscriber did not take, in milliseconds (doubles per attempt, capped at 1 hour)')
            [CompletionResult]::new('--event-max-attempts', '--event-max-attempts', [CompletionResultType]::ParameterName, 'Attempts at an event before its delivery is dead (listed by `bank events deliveries --state dead`)')
            [CompletionResult]::new('--event-timeout-ms', '--event-timeout-ms', [CompletionResultType]::ParameterName, 'How long one event POST may take, in milliseconds; a delivery in flight is held 5 s longer')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-scheduler', '--no-scheduler', [CompletionResultType]::ParameterName, 'Do not run the scheduler (recurring jobs, orphaned processes) in this instance')
            [CompletionResult]::new('--log-json', '--log-json', [CompletionResultType]::ParameterName, 'Shorthand for --log-format json')
            [CompletionResult]::new('--no-dispatch', '--no-dispatch', [CompletionResultType]::ParameterName, 'Do not run the notification dispatcher in this instance (another instance or `bank notify dispatch` does)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;exec' {
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'The request: inline JSON, @FILE, or - for standard input')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'The request: inline JSON, @FILE, or - for standard input')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;commands' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--markdown', '--markdown', [CompletionResultType]::ParameterName, 'The README''s table of documented aliases, as Markdown')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;openapi' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;token' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a bearer token for a staff user (needs tokens.issue)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;token;issue' {
            [CompletionResult]::new('--ttl', '--ttl', [CompletionResultType]::ParameterName, 'Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;token;help' {
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a bearer token for a staff user (needs tokens.issue)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;token;help;issue' {
            break
        }
        'bank;token;help;help' {
            break
        }
        'bank;auth' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Make every token issued to a user so far stop working (needs users.manage)')
            [CompletionResult]::new('rotate-key', 'rotate-key', [CompletionResultType]::ParameterValue, 'Write a new token signing key; tokens signed before verify for a grace period')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;auth;revoke' {
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'The staff user whose tokens stop working')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;auth;rotate-key' {
            [CompletionResult]::new('--grace', '--grace', [CompletionResultType]::ParameterName, 'How long tokens signed with the earlier keys keep working (0s: at once)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;auth;help' {
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Make every token issued to a user so far stop working (needs users.manage)')
            [CompletionResult]::new('rotate-key', 'rotate-key', [CompletionResultType]::ParameterValue, 'Write a new token signing key; tokens signed before verify for a grace period')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;auth;help;revoke' {
            break
        }
        'bank;auth;help;rotate-key' {
            break
        }
        'bank;auth;help;help' {
            break
        }
        'bank;user' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a staff user')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List staff users')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a staff user: they can no longer act and their tokens stop working')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a disabled staff user')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;user;add' {
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'name')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'email')
            [CompletionResult]::new('--role', '--role', [CompletionResultType]::ParameterName, 'Role name, e.g. Teller or "Branch Manager" (see `bank role list`)')
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'Home branch id')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;list' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;disable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;enable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a staff user')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List staff users')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a staff user: they can no longer act and their tokens stop working')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a disabled staff user')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;user;help;add' {
            break
        }
        'bank;user;help;list' {
            break
        }
        'bank;user;help;disable' {
            break
        }
        'bank;user;help;enable' {
            break
        }
        'bank;user;help;help' {
            break
        }
        'bank;role' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles with their approval limits and permissions')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;role;list' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;role;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles with their approval limits and permissions')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;role;help;list' {
            break
        }
        'bank;role;help;help' {
            break
        }
        'bank;branch' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a branch')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List branches')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one branch by id or key')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Update a branch (UpdateBranchCommand); unset fields keep their values')
            [CompletionResult]::new('set-state', 'set-state', [CompletionResultType]::ParameterValue, 'Change a branch''s state: active, not-active, or deleted (final)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;branch;create' {
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'name')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'email')
            [CompletionResult]::new('--mobile', '--mobile', [CompletionResultType]::ParameterName, 'mobile')
            [CompletionResult]::new('--address-line1', '--address-line1', [CompletionResultType]::ParameterName, 'address-line1')
            [CompletionResult]::new('--address-line2', '--address-line2', [CompletionResultType]::ParameterName, 'address-line2')
            [CompletionResult]::new('--city', '--city', [CompletionResultType]::ParameterName, 'city')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'state')
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'country')
            [CompletionResult]::new('--zip', '--zip', [CompletionResultType]::ParameterName, 'zip')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;list' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only branches in this state (named as `branch set-state` names them, like every list''s --state)')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Text to find in the code or name')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;update' {
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'New branch code')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'name')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'email')
            [CompletionResult]::new('--mobile', '--mobile', [CompletionResultType]::ParameterName, 'mobile')
            [CompletionResult]::new('--address-line1', '--address-line1', [CompletionResultType]::ParameterName, 'address-line1')
            [CompletionResult]::new('--address-line2', '--address-line2', [CompletionResultType]::ParameterName, 'address-line2')
            [CompletionResult]::new('--city', '--city', [CompletionResultType]::ParameterName, 'city')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'state')
            [CompletionResult]::new('--country', '--country', [CompletionResultType]::ParameterName, 'country')
            [CompletionResult]::new('--zip', '--zip', [CompletionResultType]::ParameterName, 'zip')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;set-state' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a branch')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List branches')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one branch by id or key')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Update a branch (UpdateBranchCommand); unset fields keep their values')
            [CompletionResult]::new('set-state', 'set-state', [CompletionResultType]::ParameterValue, 'Change a branch''s state: active, not-active, or deleted (final)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;branch;help;create' {
            break
        }
        'bank;branch;help;list' {
            break
        }
        'bank;branch;help;show' {
            break
        }
        'bank;branch;help;update' {
            break
        }
        'bank;branch;help;set-state' {
            break
        }
        'bank;branch;help;help' {
            break
        }
        'bank;gl' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a GL account to the chart')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List GL accounts by code, with their balances')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one GL account by id or GL code, with its balance')
            [CompletionResult]::new('deactivate', 'deactivate', [CompletionResultType]::ParameterValue, 'Deactivate a GL account: no further postings, its history stays')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;gl;add' {
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'name')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'type')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency code, e.g. NGN')
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'The branch that owns the account (default: all branches)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'description')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;gl;list' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only accounts of this type')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Only accounts in this currency, e.g. NGN')
            [CompletionResult]::new('--active', '--active', [CompletionResultType]::ParameterName, 'Only active (true) or only inactive (false) accounts')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;gl;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Read the argument as a GL code even when it is a number')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;gl;deactivate' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;gl;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a GL account to the chart')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List GL accounts by code, with their balances')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one GL account by id or GL code, with its balance')
            [CompletionResult]::new('deactivate', 'deactivate', [CompletionResultType]::ParameterValue, 'Deactivate a GL account: no further postings, its history stays')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;gl;help;add' {
            break
        }
        'bank;gl;help;list' {
            break
        }
        'bank;gl;help;show' {
            break
        }
        'bank;gl;help;deactivate' {
            break
        }
        'bank;gl;help;help' {
            break
        }
        'bank;journal' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('post', 'post', [CompletionResultType]::ParameterValue, 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List journal transactions, latest first')
            [CompletionResult]::new('entries', 'entries', [CompletionResultType]::ParameterValue, 'List journal entries (one per GL line), latest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one journal transaction with its entries')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse a journal transaction with an equal and opposite one')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;journal;post' {
            [CompletionResult]::new('--debit', '--debit', [CompletionResultType]::ParameterName, 'A debit line, GLCODE:AMOUNT (repeatable)')
            [CompletionResult]::new('--credit', '--credit', [CompletionResultType]::ParameterName, 'A credit line, GLCODE:AMOUNT (repeatable)')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency of the journal')
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'Booking date (YYYY-MM-DD or a datetime); default now')
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'notes')
            [CompletionResult]::new('--reference', '--reference', [CompletionResultType]::ParameterName, 'Transaction reference (generated when omitted)')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'A batch: .json (array of PostJournalEntryCommand requests, each with a transactionReference) or .csv (columns reference,date,currency,gl_code,side,amount,notes; rows sharing a reference form one journal)')
            [CompletionResult]::new('--chunk', '--chunk', [CompletionResultType]::ParameterName, 'Journals of a file posted per database transaction (each in its own savepoint, so a refused journal fails alone)')
            [CompletionResult]::new('--parallel', '--parallel', [CompletionResultType]::ParameterName, 'Chunks of a file posted at once, each in a database transaction of its own (PostgreSQL runs them side by side; SQLite''s one writer takes them in turn). A file that names one reference twice is posted one chunk at a time, in order')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--continue-on-error', '--continue-on-error', [CompletionResultType]::ParameterName, 'Post the valid journals of a file even when others cannot be read (by default one unreadable journal stops the whole file before anything is posted)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;journal;list' {
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Booked on or after this date or datetime')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Booked on or before this date (the whole day) or datetime')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Text to find in the transaction id or the user''s name')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;journal;entries' {
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Only entries in this currency, e.g. NGN')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Booked on or after this date or datetime')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Booked on or before this date (the whole day) or datetime')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Text to find in the GL code or the transaction id')
            [CompletionResult]::new('--gl-code', '--gl-code', [CompletionResultType]::ParameterName, 'Only entries on this GL account (exact GL code)')
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'Only entries booked at this branch')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--export', '--export', [CompletionResultType]::ParameterName, 'Write every matching entry to stdout as it is read, in this format (no table, no paging; memory stays bounded however many rows)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;journal;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;journal;reverse' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why; kept on the reversal''s notes and the audit trail')
            [CompletionResult]::new('--value-date', '--value-date', [CompletionResultType]::ParameterName, 'Back-date the reversal''s value date to this date (a bank day) or datetime (in an open period)')
            [CompletionResult]::new('--booking-date', '--booking-date', [CompletionResultType]::ParameterName, 'Book the reversal on this date (a bank day) or datetime instead of now (in an open period)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;journal;help' {
            [CompletionResult]::new('post', 'post', [CompletionResultType]::ParameterValue, 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List journal transactions, latest first')
            [CompletionResult]::new('entries', 'entries', [CompletionResultType]::ParameterValue, 'List journal entries (one per GL line), latest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one journal transaction with its entries')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse a journal transaction with an equal and opposite one')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;journal;help;post' {
            break
        }
        'bank;journal;help;list' {
            break
        }
        'bank;journal;help;entries' {
            break
        }
        'bank;journal;help;show' {
            break
        }
        'bank;journal;help;reverse' {
            break
        }
        'bank;journal;help;help' {
            break
        }
        'bank;period' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the books through a date: no postings or reversals on or before it')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Reopen the latest closed period (administrators), with a reason')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List closings of the books, latest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;period;close' {
            [CompletionResult]::new('--through', '--through', [CompletionResultType]::ParameterName, 'Last day to close, YYYY-MM-DD (before today)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;period;reopen' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why the books are reopened; kept on the audit trail')
            [CompletionResult]::new('--through', '--through', [CompletionResultType]::ParameterName, 'The closing to undo (its closed-through date); refused if another reopen undid it first. Without it, the latest closing is undone')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;period;list' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;period;help' {
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the books through a date: no postings or reversals on or before it')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Reopen the latest closed period (administrators), with a reason')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List closings of the books, latest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;period;help;close' {
            break
        }
        'bank;period;help;reopen' {
            break
        }
        'bank;period;help;list' {
            break
        }
        'bank;period;help;help' {
            break
        }
        'bank;config' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the bank-wide settings, with today''s date in the bank''s time zone')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;config;set' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;config;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;config;help' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the bank-wide settings, with today''s date in the bank''s time zone')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;config;help;set' {
            break
        }
        'bank;config;help;show' {
            break
        }
        'bank;config;help;help' {
            break
        }
        'bank;report' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('trial-balance', 'trial-balance', [CompletionResultType]::ParameterValue, 'Trial balance: each GL account''s net balance, with totals per currency')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;report;trial-balance' {
            [CompletionResult]::new('--as-of', '--as-of', [CompletionResultType]::ParameterName, 'Balances at the end of this day, YYYY-MM-DD (default: now)')
            [CompletionResult]::new('--branch', '--branch', [CompletionResultType]::ParameterName, 'Only entries booked at this branch (id)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;report;help' {
            [CompletionResult]::new('trial-balance', 'trial-balance', [CompletionResultType]::ParameterValue, 'Trial balance: each GL account''s net balance, with totals per currency')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;report;help;trial-balance' {
            break
        }
        'bank;report;help;help' {
            break
        }
        'bank;client' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a client at a branch')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List clients by code')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one client by id or client code')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a client that has no open accounts or live loans')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;client;create' {
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'name')
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'Home branch id (an active branch)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Client code, unique (default: generated, e.g. C12345678)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;client;list' {
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Text to find in the name or client code')
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'Only clients of this branch')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only clients in this state')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;client;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;client;close' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;client;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a client at a branch')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List clients by code')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one client by id or client code')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a client that has no open accounts or live loans')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;client;help;create' {
            break
        }
        'bank;client;help;list' {
            break
        }
        'bank;client;help;show' {
            break
        }
        'bank;client;help;close' {
            break
        }
        'bank;client;help;help' {
            break
        }
        'bank;account' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Open a deposit account for a client, optionally with an opening balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List deposit accounts')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one deposit account by number, with its balances')
            [CompletionResult]::new('lock', 'lock', [CompletionResultType]::ParameterValue, 'Lock an account: no movements until it is unlocked (reversals excepted)')
            [CompletionResult]::new('unlock', 'unlock', [CompletionResultType]::ParameterValue, 'Unlock a locked account')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close an empty account with no holds')
            [CompletionResult]::new('hold', 'hold', [CompletionResultType]::ParameterValue, 'Place a hold (lien) on part of an account''s available balance')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Release a hold')
            [CompletionResult]::new('statement', 'statement', [CompletionResultType]::ParameterValue, 'An account''s postings in a date range, with running balances')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'An account''s book, held and available balances now or at a past instant')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;account;open' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The owning client''s id (an active client)')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency code, e.g. NGN')
            [CompletionResult]::new('--control-gl', '--control-gl', [CompletionResultType]::ParameterName, 'Id of the liability GL account that controls the account, in its currency')
            [CompletionResult]::new('--tier', '--tier', [CompletionResultType]::ParameterName, 'Account tier (default: basic)')
            [CompletionResult]::new('--opening-balance', '--opening-balance', [CompletionResultType]::ParameterName, 'Amount to post at once, e.g. 50000.00: debit --funding-gl, credit the account')
            [CompletionResult]::new('--funding-gl', '--funding-gl', [CompletionResultType]::ParameterName, 'Id of the GL account that funds the opening balance (e.g. teller cash)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;list' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'Only this client''s accounts')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only accounts in this state')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;lock' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why; kept on the audit trail')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;unlock' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;close' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;hold' {
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'Amount to hold, e.g. 2500.00 (at most the available balance)')
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why; kept with the hold')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;release' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;statement' {
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'First day, YYYY-MM-DD (default: from the first posting)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Last day, YYYY-MM-DD (default: up to now)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--daily', '--daily', [CompletionResultType]::ParameterName, 'One row per bank day with postings (opening, debits, credits, closing) instead of the postings')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;balance' {
            [CompletionResult]::new('--as-of', '--as-of', [CompletionResultType]::ParameterName, 'The instant: 2026-10-31T17:00 (UTC), 2026-10-31T17:00:00+01:00, or a day (2026-10-31: its end); now when absent')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;account;help' {
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Open a deposit account for a client, optionally with an opening balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List deposit accounts')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one deposit account by number, with its balances')
            [CompletionResult]::new('lock', 'lock', [CompletionResultType]::ParameterValue, 'Lock an account: no movements until it is unlocked (reversals excepted)')
            [CompletionResult]::new('unlock', 'unlock', [CompletionResultType]::ParameterValue, 'Unlock a locked account')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close an empty account with no holds')
            [CompletionResult]::new('hold', 'hold', [CompletionResultType]::ParameterValue, 'Place a hold (lien) on part of an account''s available balance')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Release a hold')
            [CompletionResult]::new('statement', 'statement', [CompletionResultType]::ParameterValue, 'An account''s postings in a date range, with running balances')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'An account''s book, held and available balances now or at a past instant')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;account;help;open' {
            break
        }
        'bank;account;help;list' {
            break
        }
        'bank;account;help;show' {
            break
        }
        'bank;account;help;lock' {
            break
        }
        'bank;account;help;unlock' {
            break
        }
        'bank;account;help;close' {
            break
        }
        'bank;account;help;hold' {
            break
        }
        'bank;account;help;release' {
            break
        }
        'bank;account;help;statement' {
            break
        }
        'bank;account;help;balance' {
            break
        }
        'bank;account;help;help' {
            break
        }
        'bank;loan' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a loan for a client, pending approval')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List loans')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one loan by id or loan number')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Approve a pending loan (ready to disburse)')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a loan that was never disbursed')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;loan;create' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The borrowing client''s id (an active client)')
            [CompletionResult]::new('--principal', '--principal', [CompletionResultType]::ParameterName, 'Principal, e.g. 250000.00')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency code, e.g. NGN')
            [CompletionResult]::new('--disbursement-gl', '--disbursement-gl', [CompletionResultType]::ParameterName, 'Id of the active GL account the loan is disbursed from, in its currency')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;loan;list' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'Only this client''s loans')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only loans in this state')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;loan;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;loan;approve' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;loan;close' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;loan;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a loan for a client, pending approval')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List loans')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one loan by id or loan number')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Approve a pending loan (ready to disburse)')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a loan that was never disbursed')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;loan;help;create' {
            break
        }
        'bank;loan;help;list' {
            break
        }
        'bank;loan;help;show' {
            break
        }
        'bank;loan;help;approve' {
            break
        }
        'bank;loan;help;close' {
            break
        }
        'bank;loan;help;help' {
            break
        }
        'bank;policy' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an insurance policy for a client')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List insurance policies')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;policy;create' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The policyholder''s client id')
            [CompletionResult]::new('--number', '--number', [CompletionResultType]::ParameterName, 'Policy number, unique (default: generated, e.g. P123456789)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;policy;list' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'Only this client''s policies')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;policy;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an insurance policy for a client')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List insurance policies')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;policy;help;create' {
            break
        }
        'bank;policy;help;list' {
            break
        }
        'bank;policy;help;help' {
            break
        }
        'bank;comment' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a comment to a loan, client or deposit account')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;comment;add' {
            [CompletionResult]::new('--entity', '--entity', [CompletionResultType]::ParameterName, 'What the comment is on')
            [CompletionResult]::new('--entity-id', '--entity-id', [CompletionResultType]::ParameterName, 'The loan, client or deposit account id')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;comment;list' {
            [CompletionResult]::new('--loan-id', '--loan-id', [CompletionResultType]::ParameterName, 'Comments on this loan (the spec''s RetrieveLoanCommentListQuery)')
            [CompletionResult]::new('--entity', '--entity', [CompletionResultType]::ParameterName, 'Comments on this kind of entity (RetrieveCommentsListQuery)')
            [CompletionResult]::new('--entity-id', '--entity-id', [CompletionResultType]::ParameterName, 'Only the comments on this entity')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;comment;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a comment to a loan, client or deposit account')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;comment;help;add' {
            break
        }
        'bank;comment;help;list' {
            break
        }
        'bank;comment;help;help' {
            break
        }
        'bank;doc' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List documents, newest first: all (with filters) or one entity''s')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Save a stored document''s bytes to a file (recorded on the activity trail)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;doc;upload' {
            [CompletionResult]::new('--client', '--client', [CompletionResultType]::ParameterName, 'The client''s id')
            [CompletionResult]::new('--loan', '--loan', [CompletionResultType]::ParameterName, 'The loan''s id')
            [CompletionResult]::new('--deposit', '--deposit', [CompletionResultType]::ParameterName, 'The deposit account''s id')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'The policy''s id')
            [CompletionResult]::new('--title', '--title', [CompletionResultType]::ParameterName, 'title')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'description')
            [CompletionResult]::new('--number', '--number', [CompletionResultType]::ParameterName, 'Document number (e.g. the passport number); unique across documents')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, '1 National ID, 2 Passport, 3 Driver''s License, 4 Utility Bill, 5 Bank Statement, 6 Contract, 7 Other')
            [CompletionResult]::new('--type-description', '--type-description', [CompletionResultType]::ParameterName, 'Describes the type when it is not one of the above')
            [CompletionResult]::new('--issue-date', '--issue-date', [CompletionResultType]::ParameterName, 'YYYY-MM-DD')
            [CompletionResult]::new('--expiry-date', '--expiry-date', [CompletionResultType]::ParameterName, 'YYYY-MM-DD; the document counts as expired after this day')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;doc;list' {
            [CompletionResult]::new('--client', '--client', [CompletionResultType]::ParameterName, 'The client''s id')
            [CompletionResult]::new('--loan', '--loan', [CompletionResultType]::ParameterName, 'The loan''s id')
            [CompletionResult]::new('--deposit', '--deposit', [CompletionResultType]::ParameterName, 'The deposit account''s id')
            [CompletionResult]::new('--policy', '--policy', [CompletionResultType]::ParameterName, 'The policy''s id')
            [CompletionResult]::new('--entity', '--entity', [CompletionResultType]::ParameterName, 'Without an owner: only this kind of entity')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only this document type')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Without an owner: text in the file name, title or description')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Without an owner: uploaded on or after this day (YYYY-MM-DD)')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Without an owner: uploaded on or before this day (YYYY-MM-DD)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;doc;download' {
            [CompletionResult]::new('-O', '-O ', [CompletionResultType]::ParameterName, 'Where to write the bytes (default: the document''s file name in the current folder; `-` for stdout)')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Where to write the bytes (default: the document''s file name in the current folder; `-` for stdout)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;doc;help' {
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List documents, newest first: all (with filters) or one entity''s')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Save a stored document''s bytes to a file (recorded on the activity trail)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;doc;help;upload' {
            break
        }
        'bank;doc;help;list' {
            break
        }
        'bank;doc;help;download' {
            break
        }
        'bank;doc;help;help' {
            break
        }
        'bank;referral' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('employee-add', 'employee-add', [CompletionResultType]::ParameterValue, 'Register an employee with a referral code (generated when not given)')
            [CompletionResult]::new('employees', 'employees', [CompletionResultType]::ParameterValue, 'List employees and their referral codes')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Record a customer registration made with an employee''s referral code')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List referrals (the spec''s RetrieveEmployeeReferralsQuery), newest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;referral;employee-add' {
            [CompletionResult]::new('--staff-id', '--staff-id', [CompletionResultType]::ParameterName, 'The employee''s staff id (unique)')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'The employee''s email (unique)')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'Full name')
            [CompletionResult]::new('--referral-code', '--referral-code', [CompletionResultType]::ParameterName, 'Referral code (unique; generated as REFxxxxxx when not given)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;referral;employees' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;referral;record' {
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'The referring employee''s referral code')
            [CompletionResult]::new('--customer-name', '--customer-name', [CompletionResultType]::ParameterName, 'The registered customer''s name')
            [CompletionResult]::new('--account-number', '--account-number', [CompletionResultType]::ParameterName, 'The registered customer''s account number')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;referral;list' {
            [CompletionResult]::new('--employee-id', '--employee-id', [CompletionResultType]::ParameterName, 'Only this employee''s referrals (employee record id)')
            [CompletionResult]::new('--email', '--email', [CompletionResultType]::ParameterName, 'Only the referrals of the employee with this email')
            [CompletionResult]::new('--staff-id', '--staff-id', [CompletionResultType]::ParameterName, 'Only the referrals of the employee with this staff id')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Referrals on or after this date or datetime')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Referrals on or before this date (the whole day) or datetime')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;referral;help' {
            [CompletionResult]::new('employee-add', 'employee-add', [CompletionResultType]::ParameterValue, 'Register an employee with a referral code (generated when not given)')
            [CompletionResult]::new('employees', 'employees', [CompletionResultType]::ParameterValue, 'List employees and their referral codes')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Record a customer registration made with an employee''s referral code')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List referrals (the spec''s RetrieveEmployeeReferralsQuery), newest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;referral;help;employee-add' {
            break
        }
        'bank;referral;help;employees' {
            break
        }
        'bank;referral;help;record' {
            break
        }
        'bank;referral;help;list' {
            break
        }
        'bank;referral;help;help' {
            break
        }
        'bank;terminal' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('provider-add', 'provider-add', [CompletionResultType]::ParameterValue, 'Configure a PTSP provider that terminals can name')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a terminal (ENABLED) for a merchant user')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a terminal''s code, serial, provider, name or location (not once terminated)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a DISABLED terminal')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable an ENABLED terminal')
            [CompletionResult]::new('terminate', 'terminate', [CompletionResultType]::ParameterValue, 'Terminate a terminal for good, unlinking its merchant')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List terminals, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one terminal')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;terminal;provider-add' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;create' {
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'The unique terminal code')
            [CompletionResult]::new('--serial', '--serial', [CompletionResultType]::ParameterName, 'The serial number, unique per provider')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'The configured PTSP provider code')
            [CompletionResult]::new('--merchant-user-id', '--merchant-user-id', [CompletionResultType]::ParameterName, 'The merchant: an active user id standing for the merchant''s self-service user')
            [CompletionResult]::new('--settlement-account-id', '--settlement-account-id', [CompletionResultType]::ParameterName, 'The GL account id settlement goes to')
            [CompletionResult]::new('--virtual-account-id', '--virtual-account-id', [CompletionResultType]::ParameterName, 'The merchant''s virtual account id')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'The terminal''s name')
            [CompletionResult]::new('--location', '--location', [CompletionResultType]::ParameterName, 'Where the terminal stands')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;update' {
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'A new terminal code')
            [CompletionResult]::new('--serial', '--serial', [CompletionResultType]::ParameterName, 'A new serial number')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'A new PTSP provider code')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'A new name')
            [CompletionResult]::new('--location', '--location', [CompletionResultType]::ParameterName, 'A new location')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;enable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;disable' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;terminate' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;list' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only terminals in this state')
            [CompletionResult]::new('--merchant-user-id', '--merchant-user-id', [CompletionResultType]::ParameterName, 'Only this merchant''s terminals')
            [CompletionResult]::new('--provider', '--provider', [CompletionResultType]::ParameterName, 'Only this provider''s terminals')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Text in the terminal code or serial number')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;terminal;help' {
            [CompletionResult]::new('provider-add', 'provider-add', [CompletionResultType]::ParameterValue, 'Configure a PTSP provider that terminals can name')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a terminal (ENABLED) for a merchant user')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a terminal''s code, serial, provider, name or location (not once terminated)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a DISABLED terminal')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable an ENABLED terminal')
            [CompletionResult]::new('terminate', 'terminate', [CompletionResultType]::ParameterValue, 'Terminate a terminal for good, unlinking its merchant')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List terminals, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one terminal')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;terminal;help;provider-add' {
            break
        }
        'bank;terminal;help;create' {
            break
        }
        'bank;terminal;help;update' {
            break
        }
        'bank;terminal;help;enable' {
            break
        }
        'bank;terminal;help;disable' {
            break
        }
        'bank;terminal;help;terminate' {
            break
        }
        'bank;terminal;help;list' {
            break
        }
        'bank;terminal;help;show' {
            break
        }
        'bank;terminal;help;help' {
            break
        }
        'bank;customer' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Create a self-service profile for a client')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List self-service profiles, newest first')
            [CompletionResult]::new('device', 'device', [CompletionResultType]::ParameterValue, 'The profile''s verified mobile device')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Customer access tokens')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Set a profile''s transaction PIN (read from stdin) and unblock it')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;customer;add' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'The client the profile belongs to')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'Name shown to the customer (default: the client''s name)')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'Profile key (default: a new UUID)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;customer;list' {
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'client-id')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most this many (1-100)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;customer;device' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;customer;device;verify' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;customer;device;help' {
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;customer;device;help;verify' {
            break
        }
        'bank;customer;device;help;help' {
            break
        }
        'bank;customer;token' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;customer;token;issue' {
            [CompletionResult]::new('--ttl', '--ttl', [CompletionResultType]::ParameterName, 'Lifetime, e.g. 15m or 8h (at most the maximum token lifetime, 12h by default)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;customer;token;help' {
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;customer;token;help;issue' {
            break
        }
        'bank;customer;token;help;help' {
            break
        }
        'bank;customer;pin' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;customer;help' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Create a self-service profile for a client')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List self-service profiles, newest first')
            [CompletionResult]::new('device', 'device', [CompletionResultType]::ParameterValue, 'The profile''s verified mobile device')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Customer access tokens')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Set a profile''s transaction PIN (read from stdin) and unblock it')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;customer;help;add' {
            break
        }
        'bank;customer;help;list' {
            break
        }
        'bank;customer;help;device' {
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)')
            break
        }
        'bank;customer;help;device;verify' {
            break
        }
        'bank;customer;help;token' {
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)')
            break
        }
        'bank;customer;help;token;issue' {
            break
        }
        'bank;customer;help;pin' {
            break
        }
        'bank;customer;help;help' {
            break
        }
        'bank;notify' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Send a notification to one profile or to every profile of a client (needs notifications.send)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notifications, newest first, with their push outcome')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;notify;send' {
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'The recipient profile key')
            [CompletionResult]::new('--client-id', '--client-id', [CompletionResultType]::ParameterName, 'Every active profile of this client')
            [CompletionResult]::new('--title', '--title', [CompletionResultType]::ParameterName, 'title')
            [CompletionResult]::new('--message', '--message', [CompletionResultType]::ParameterName, 'message')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'info, success, warning, error or a caller-defined type')
            [CompletionResult]::new('--priority', '--priority', [CompletionResultType]::ParameterName, 'low, normal or high')
            [CompletionResult]::new('--action', '--action', [CompletionResultType]::ParameterName, 'Action (e.g. a portal URL); empty by default')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'Action data, a JSON object')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;notify;list' {
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Only this profile''s')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most this many (1-100)')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the notification this cursor names (the list''s next cursor)')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the notification this cursor names')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;notify;help' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Send a notification to one profile or to every profile of a client (needs notifications.send)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notifications, newest first, with their push outcome')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;notify;help;send' {
            break
        }
        'bank;notify;help;list' {
            break
        }
        'bank;notify;help;help' {
            break
        }
        'bank;push' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('installations', 'installations', [CompletionResultType]::ParameterValue, 'List push installations, newest first (tokens shown by their last 8 characters)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;push;installations' {
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Only this profile''s')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'ACTIVE or DEACTIVATED')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'At most this many (1-100)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;push;help' {
            [CompletionResult]::new('installations', 'installations', [CompletionResultType]::ParameterValue, 'List push installations, newest first (tokens shown by their last 8 characters)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;push;help;installations' {
            break
        }
        'bank;push;help;help' {
            break
        }
        'bank;activity' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every user''s activities, latest first, with filters (needs activities.view_all)')
            [CompletionResult]::new('mine', 'mine', [CompletionResultType]::ParameterValue, 'The acting user''s own activities, latest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;activity;list' {
            [CompletionResult]::new('--user', '--user', [CompletionResultType]::ParameterName, 'Only this user''s activities: a user id or a username')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only this activity type (Login, Transaction, Create, Update, Delete, Export, Import, Approval, Configuration, Security)')
            [CompletionResult]::new('--entity-type', '--entity-type', [CompletionResultType]::ParameterName, 'Only activities on this entity type (Client, Loan, Deposit, User, Branch, Transaction, ...)')
            [CompletionResult]::new('--entity-id', '--entity-id', [CompletionResultType]::ParameterName, 'Only activities on this entity id (with --entity-type)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'From this date, YYYY-MM-DD')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'To this date, YYYY-MM-DD (inclusive)')
            [CompletionResult]::new('--success', '--success', [CompletionResultType]::ParameterName, 'Only successful (true) or failed (false) attempts')
            [CompletionResult]::new('--ip', '--ip', [CompletionResultType]::ParameterName, 'Only activities from this IP address')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;activity;mine' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only this activity type (Login, Transaction, Create, Update, ...)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'From this date, YYYY-MM-DD')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'To this date, YYYY-MM-DD (inclusive)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;activity;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every user''s activities, latest first, with filters (needs activities.view_all)')
            [CompletionResult]::new('mine', 'mine', [CompletionResultType]::ParameterValue, 'The acting user''s own activities, latest first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;activity;help;list' {
            break
        }
        'bank;activity;help;mine' {
            break
        }
        'bank;activity;help;help' {
            break
        }
        'bank;till' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault')
            [CompletionResult]::new('fund', 'fund', [CompletionResultType]::ParameterValue, 'Move cash from the vault into an open till, or back')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'Record a cash count; a difference is posted against the suspense account')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a till: its cash goes back to the vault')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The acting user''s own tills, most recent shift first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;till;open' {
            [CompletionResult]::new('--teller', '--teller', [CompletionResultType]::ParameterName, 'The teller the till is assigned to (a staff username)')
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'The till''s branch')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency code, e.g. NGN')
            [CompletionResult]::new('--gl', '--gl', [CompletionResultType]::ParameterName, 'Id of the teller-cash asset GL account, in the till''s currency')
            [CompletionResult]::new('--vault-gl', '--vault-gl', [CompletionResultType]::ParameterName, 'Id of the vault cash asset GL account that funds the till')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'Till code; a closed till''s code reopens it (default: TILL-<branch key>-<n>)')
            [CompletionResult]::new('--opening-balance', '--opening-balance', [CompletionResultType]::ParameterName, 'Float moved from the vault at once, e.g. 200000.00')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;till;fund' {
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'Cash to move, e.g. 50000.00')
            [CompletionResult]::new('--direction', '--direction', [CompletionResultType]::ParameterName, 'Which way the cash goes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;till;balance' {
            [CompletionResult]::new('--counted', '--counted', [CompletionResultType]::ParameterName, 'The cash counted in the till, e.g. 199500.00 (0 for an empty till)')
            [CompletionResult]::new('--suspense-gl', '--suspense-gl', [CompletionResultType]::ParameterName, 'Id of the suspense liability GL account that takes a difference (required when there is one)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;till;close' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;till;list' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only tills in this status')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Only tills in this currency, e.g. NGN')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;till;help' {
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault')
            [CompletionResult]::new('fund', 'fund', [CompletionResultType]::ParameterValue, 'Move cash from the vault into an open till, or back')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'Record a cash count; a difference is posted against the suspense account')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a till: its cash goes back to the vault')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The acting user''s own tills, most recent shift first')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;till;help;open' {
            break
        }
        'bank;till;help;fund' {
            break
        }
        'bank;till;help;balance' {
            break
        }
        'bank;till;help;close' {
            break
        }
        'bank;till;help;list' {
            break
        }
        'bank;till;help;help' {
            break
        }
        'bank;vault' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a vault on its vault cash GL account (counted at once when that account is empty)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'Record a vault''s opening inventory, once; its total must equal the GL balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Vaults, with their GL balance and inventory total')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'One vault: GL balance and inventory by denomination')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;vault;create' {
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'The vault''s branch')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency code, e.g. NGN')
            [CompletionResult]::new('--gl', '--gl', [CompletionResultType]::ParameterName, 'Id of the vault cash asset GL account (one vault per account)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;vault;count' {
            [CompletionResult]::new('--denomination', '--denomination', [CompletionResultType]::ParameterName, 'Notes or coins counted, as VALUE:COUNT (e.g. 1000:448000); repeat for each denomination')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;vault;list' {
            [CompletionResult]::new('--branch-id', '--branch-id', [CompletionResultType]::ParameterName, 'Only the vaults of this branch')
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Only vaults in this currency, e.g. NGN')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;vault;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;vault;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a vault on its vault cash GL account (counted at once when that account is empty)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'Record a vault''s opening inventory, once; its total must equal the GL balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Vaults, with their GL balance and inventory total')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'One vault: GL balance and inventory by denomination')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;vault;help;create' {
            break
        }
        'bank;vault;help;count' {
            break
        }
        'bank;vault;help;list' {
            break
        }
        'bank;vault;help;show' {
            break
        }
        'bank;vault;help;help' {
            break
        }
        'bank;txn' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('deposit', 'deposit', [CompletionResultType]::ParameterValue, 'Deposit into an account: settled at once, or held PENDING for approval')
            [CompletionResult]::new('withdraw', 'withdraw', [CompletionResultType]::ParameterValue, 'Withdraw from an account: settled at once, or held PENDING for approval')
            [CompletionResult]::new('disburse', 'disburse', [CompletionResultType]::ParameterValue, 'Pay an approved loan''s principal into an account of its client')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Approve a pending transaction, or a batch of them from a CSV file')
            [CompletionResult]::new('reject', 'reject', [CompletionResultType]::ParameterValue, 'Reject a pending transaction (it becomes CANCELLED; the customer is told)')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a pending transaction (one''s own, or any with transactions.cancel)')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse a settled transaction within its reversal window, or a batch from a CSV file')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one transaction')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List transactions, latest first (flagged: oldest first)')
            [CompletionResult]::new('compliance', 'compliance', [CompletionResultType]::ParameterValue, 'Compliance reports raised by transactions, latest first')
            [CompletionResult]::new('expire-pending', 'expire-pending', [CompletionResultType]::ParameterValue, 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Approval thresholds, reversal windows and transaction settings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;txn;deposit' {
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'Amount, e.g. 25000.00')
            [CompletionResult]::new('--till', '--till', [CompletionResultType]::ParameterName, 'Code of the acting teller''s open till: its cash moves on settlement')
            [CompletionResult]::new('--narration', '--narration', [CompletionResultType]::ParameterName, 'Narration shown on the statement (at most 200 characters)')
            [CompletionResult]::new('--channel', '--channel', [CompletionResultType]::ParameterName, 'Channel the transaction came through')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'Idempotency key: a retry with the same key returns the first transaction and creates nothing')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Hold the transaction PENDING for approval whatever the thresholds say')
            [CompletionResult]::new('--no-approval', '--no-approval', [CompletionResultType]::ParameterName, 'Settle at once whatever the thresholds say (default: the configured thresholds decide)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;withdraw' {
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'Amount, e.g. 25000.00')
            [CompletionResult]::new('--till', '--till', [CompletionResultType]::ParameterName, 'Code of the acting teller''s open till: its cash moves on settlement')
            [CompletionResult]::new('--narration', '--narration', [CompletionResultType]::ParameterName, 'Narration shown on the statement (at most 200 characters)')
            [CompletionResult]::new('--channel', '--channel', [CompletionResultType]::ParameterName, 'Channel the transaction came through')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'Idempotency key: a retry with the same key returns the first transaction and creates nothing')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Hold the transaction PENDING for approval whatever the thresholds say')
            [CompletionResult]::new('--no-approval', '--no-approval', [CompletionResultType]::ParameterName, 'Settle at once whatever the thresholds say (default: the configured thresholds decide)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;disburse' {
            [CompletionResult]::new('--account', '--account', [CompletionResultType]::ParameterName, 'Number of the account it is paid into: the loan client''s, in the loan''s currency')
            [CompletionResult]::new('--narration', '--narration', [CompletionResultType]::ParameterName, 'Narration shown on the statement (at most 200 characters)')
            [CompletionResult]::new('--channel', '--channel', [CompletionResultType]::ParameterName, 'Channel the transaction came through')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'Idempotency key: a retry with the same key returns the first transaction and creates nothing')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Hold the transaction PENDING for approval whatever the thresholds say')
            [CompletionResult]::new('--no-approval', '--no-approval', [CompletionResultType]::ParameterName, 'Settle at once whatever the thresholds say (default: the configured thresholds decide)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;approve' {
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'The approver''s notes, kept on the audit trail')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'A CSV batch with a header and the columns transaction_id,notes (at most 100,000 rows)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;reject' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why; kept on the transaction and the audit trail')
            [CompletionResult]::new('--category', '--category', [CompletionResultType]::ParameterName, 'Kind of rejection (FRAUD and COMPLIANCE raise a compliance report)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;cancel' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why; kept on the transaction and the audit trail')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--notify', '--notify', [CompletionResultType]::ParameterName, 'Tell the customer')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;reverse' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why; kept on the transaction and the audit trail (aged reversals need a detailed one)')
            [CompletionResult]::new('--narration', '--narration', [CompletionResultType]::ParameterName, 'Narration of the reversing journal (default: "Reversal of ID: REASON")')
            [CompletionResult]::new('--category', '--category', [CompletionResultType]::ParameterName, 'Kind of reversal')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'A CSV batch with a header and the columns transaction_id,reason,narration,category (at most 100,000 rows)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;list' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only transactions in this state')
            [CompletionResult]::new('--account', '--account', [CompletionResultType]::ParameterName, 'Only this account''s transactions')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--pending', '--pending', [CompletionResultType]::ParameterName, 'Only PENDING transactions (the same as --status PENDING)')
            [CompletionResult]::new('--flagged', '--flagged', [CompletionResultType]::ParameterName, 'Only PENDING transactions older than the flag age (4 hours unless configured), oldest first')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;compliance' {
            [CompletionResult]::new('--trigger', '--trigger', [CompletionResultType]::ParameterName, 'Only reports of this trigger, e.g. LARGE_AMOUNT, LARGE_REVERSAL, REPEATED_FAILED_APPROVALS, FREQUENT_CANCELLATIONS, REJECTED_FRAUD, REJECTED_COMPLIANCE')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;expire-pending' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;config' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('threshold', 'threshold', [CompletionResultType]::ParameterValue, 'Set the approval threshold of one account tier for a transaction type and channel')
            [CompletionResult]::new('thresholds', 'thresholds', [CompletionResultType]::ParameterValue, 'List the approval thresholds')
            [CompletionResult]::new('window', 'window', [CompletionResultType]::ParameterValue, 'Add or replace one reversal window of a transaction type (the others are kept)')
            [CompletionResult]::new('windows', 'windows', [CompletionResultType]::ParameterValue, 'List the reversal windows of a transaction type')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the cash GL account of a currency, pending expiry, flag age and approval rate')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;txn;config;threshold' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Transaction type')
            [CompletionResult]::new('--channel', '--channel', [CompletionResultType]::ParameterName, 'Channel')
            [CompletionResult]::new('--tier', '--tier', [CompletionResultType]::ParameterName, 'Account tier the threshold is for')
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'Amounts from this one up need approval, e.g. 500000.00')
            [CompletionResult]::new('--approver-role', '--approver-role', [CompletionResultType]::ParameterName, 'The lowest role that may approve (default: any approver within their limit)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Amounts from the threshold up need approval (the default)')
            [CompletionResult]::new('--no-approval', '--no-approval', [CompletionResultType]::ParameterName, 'Nothing of this tier needs approval by threshold')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;config;thresholds' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;config;window' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Transaction type')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'Window name, e.g. SAME_DAY; an existing window of that name is replaced')
            [CompletionResult]::new('--max-hours', '--max-hours', [CompletionResultType]::ParameterName, 'The window covers transactions settled at most this many hours ago (1 to 720)')
            [CompletionResult]::new('--approver-role', '--approver-role', [CompletionResultType]::ParameterName, 'The lowest role that may reverse in this window')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Reversals in this window need a user of --approver-role or above')
            [CompletionResult]::new('--detailed', '--detailed', [CompletionResultType]::ParameterName, 'Reversals in this window need a detailed justification (a long reason)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;config;windows' {
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Transaction type')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;config;settings' {
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'Currency whose cash GL account --cash-gl sets, e.g. NGN')
            [CompletionResult]::new('--cash-gl', '--cash-gl', [CompletionResultType]::ParameterName, 'Id of the active asset GL account that branch deposits and withdrawals in --currency settle against')
            [CompletionResult]::new('--pending-expiry-hours', '--pending-expiry-hours', [CompletionResultType]::ParameterName, 'Hours a PENDING transaction lives before `bank txn expire-pending` cancels it (1 to 720)')
            [CompletionResult]::new('--flag-after-hours', '--flag-after-hours', [CompletionResultType]::ParameterName, 'Hours after which a PENDING transaction is flagged (1 to 720)')
            [CompletionResult]::new('--max-approvals-per-hour', '--max-approvals-per-hour', [CompletionResultType]::ParameterName, 'Approvals one user may give in an hour')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;txn;config;help' {
            [CompletionResult]::new('threshold', 'threshold', [CompletionResultType]::ParameterValue, 'Set the approval threshold of one account tier for a transaction type and channel')
            [CompletionResult]::new('thresholds', 'thresholds', [CompletionResultType]::ParameterValue, 'List the approval thresholds')
            [CompletionResult]::new('window', 'window', [CompletionResultType]::ParameterValue, 'Add or replace one reversal window of a transaction type (the others are kept)')
            [CompletionResult]::new('windows', 'windows', [CompletionResultType]::ParameterValue, 'List the reversal windows of a transaction type')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the cash GL account of a currency, pending expiry, flag age and approval rate')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;txn;config;help;threshold' {
            break
        }
        'bank;txn;config;help;thresholds' {
            break
        }
        'bank;txn;config;help;window' {
            break
        }
        'bank;txn;config;help;windows' {
            break
        }
        'bank;txn;config;help;settings' {
            break
        }
        'bank;txn;config;help;help' {
            break
        }
        'bank;txn;help' {
            [CompletionResult]::new('deposit', 'deposit', [CompletionResultType]::ParameterValue, 'Deposit into an account: settled at once, or held PENDING for approval')
            [CompletionResult]::new('withdraw', 'withdraw', [CompletionResultType]::ParameterValue, 'Withdraw from an account: settled at once, or held PENDING for approval')
            [CompletionResult]::new('disburse', 'disburse', [CompletionResultType]::ParameterValue, 'Pay an approved loan''s principal into an account of its client')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Approve a pending transaction, or a batch of them from a CSV file')
            [CompletionResult]::new('reject', 'reject', [CompletionResultType]::ParameterValue, 'Reject a pending transaction (it becomes CANCELLED; the customer is told)')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a pending transaction (one''s own, or any with transactions.cancel)')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse a settled transaction within its reversal window, or a batch from a CSV file')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one transaction')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List transactions, latest first (flagged: oldest first)')
            [CompletionResult]::new('compliance', 'compliance', [CompletionResultType]::ParameterValue, 'Compliance reports raised by transactions, latest first')
            [CompletionResult]::new('expire-pending', 'expire-pending', [CompletionResultType]::ParameterValue, 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Approval thresholds, reversal windows and transaction settings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;txn;help;deposit' {
            break
        }
        'bank;txn;help;withdraw' {
            break
        }
        'bank;txn;help;disburse' {
            break
        }
        'bank;txn;help;approve' {
            break
        }
        'bank;txn;help;reject' {
            break
        }
        'bank;txn;help;cancel' {
            break
        }
        'bank;txn;help;reverse' {
            break
        }
        'bank;txn;help;show' {
            break
        }
        'bank;txn;help;list' {
            break
        }
        'bank;txn;help;compliance' {
            break
        }
        'bank;txn;help;expire-pending' {
            break
        }
        'bank;txn;help;config' {
            [CompletionResult]::new('threshold', 'threshold', [CompletionResultType]::ParameterValue, 'Set the approval threshold of one account tier for a transaction type and channel')
            [CompletionResult]::new('thresholds', 'thresholds', [CompletionResultType]::ParameterValue, 'List the approval thresholds')
            [CompletionResult]::new('window', 'window', [CompletionResultType]::ParameterValue, 'Add or replace one reversal window of a transaction type (the others are kept)')
            [CompletionResult]::new('windows', 'windows', [CompletionResultType]::ParameterValue, 'List the reversal windows of a transaction type')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the cash GL account of a currency, pending expiry, flag age and approval rate')
            break
        }
        'bank;txn;help;config;threshold' {
            break
        }
        'bank;txn;help;config;thresholds' {
            break
        }
        'bank;txn;help;config;window' {
            break
        }
        'bank;txn;help;config;windows' {
            break
        }
        'bank;txn;help;config;settings' {
            break
        }
        'bank;txn;help;help' {
            break
        }
        'bank;cheque' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('deposit', 'deposit', [CompletionResultType]::ParameterValue, 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval')
            [CompletionResult]::new('withdraw', 'withdraw', [CompletionResultType]::ParameterValue, 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Clear an UNCLEARED cheque: its hold is released')
            [CompletionResult]::new('bounce', 'bounce', [CompletionResultType]::ParameterValue, 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one cheque and everything it changed')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the cheque register, newest first')
            [CompletionResult]::new('clear-due', 'clear-due', [CompletionResultType]::ParameterValue, 'Clear every cheque due by a date (the nightly batch; safe to re-run)')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the GL accounts, fees, limits and holidays of cheques')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;cheque;deposit' {
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'amount')
            [CompletionResult]::new('--number', '--number', [CompletionResultType]::ParameterName, 'The cheque number printed on the cheque')
            [CompletionResult]::new('--drawer-bank', '--drawer-bank', [CompletionResultType]::ParameterName, 'The bank the cheque is drawn on')
            [CompletionResult]::new('--drawer-account', '--drawer-account', [CompletionResultType]::ParameterName, 'The account the cheque is drawn on')
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'The date written on the cheque')
            [CompletionResult]::new('--class', '--class', [CompletionResultType]::ParameterName, 'How the cheque clears (default: same bank when the drawer account is ours, else inter-bank local)')
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'notes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--payee-unverified', '--payee-unverified', [CompletionResultType]::ParameterName, 'The payee could not be verified (routes the cheque to approval)')
            [CompletionResult]::new('--signature-discrepancy', '--signature-discrepancy', [CompletionResultType]::ParameterName, 'The signature differs from the specimen (routes the cheque to approval)')
            [CompletionResult]::new('--stale-revalidated', '--stale-revalidated', [CompletionResultType]::ParameterName, 'A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Ask for approval whatever the amount')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;withdraw' {
            [CompletionResult]::new('--amount', '--amount', [CompletionResultType]::ParameterName, 'amount')
            [CompletionResult]::new('--number', '--number', [CompletionResultType]::ParameterName, 'The cheque number printed on the cheque')
            [CompletionResult]::new('--payee', '--payee', [CompletionResultType]::ParameterName, 'Who the cheque is payable to')
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'The date written on the cheque')
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'notes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--payee-unverified', '--payee-unverified', [CompletionResultType]::ParameterName, 'The payee could not be verified (routes the cheque to approval)')
            [CompletionResult]::new('--signature-discrepancy', '--signature-discrepancy', [CompletionResultType]::ParameterName, 'The signature differs from the specimen (routes the cheque to approval)')
            [CompletionResult]::new('--stale-revalidated', '--stale-revalidated', [CompletionResultType]::ParameterName, 'A stale cheque (over 6 months old) the drawer revalidated (routes it to approval)')
            [CompletionResult]::new('--approval', '--approval', [CompletionResultType]::ParameterName, 'Ask for approval whatever the amount')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;clear' {
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'The clearing date (default today)')
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'notes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;bounce' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why clearing failed (e.g. "Funds insufficient")')
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'The bounce date (default today)')
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'notes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;cancel' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'Why it is stopped (e.g. "Lost in the post")')
            [CompletionResult]::new('--notes', '--notes', [CompletionResultType]::ParameterName, 'notes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;list' {
            [CompletionResult]::new('--account', '--account', [CompletionResultType]::ParameterName, 'Only this account''s cheques (its number)')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'state')
            [CompletionResult]::new('--kind', '--kind', [CompletionResultType]::ParameterName, 'kind')
            [CompletionResult]::new('--number', '--number', [CompletionResultType]::ParameterName, 'Only cheques with this number')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Taken in on or after this day')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'Taken in on or before this day')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Start after the row this cursor names (a list''s `nextCursor`); the cost of a page is the same at any depth')
            [CompletionResult]::new('--before', '--before', [CompletionResultType]::ParameterName, 'End before the row this cursor names (a list''s `previousCursor`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;clear-due' {
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'Clear cheques expected to clear on or before this day (default today)')
            [CompletionResult]::new('--pause-ms', '--pause-ms', [CompletionResultType]::ParameterName, 'Pause between cheques, to spare a busy database')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;settings' {
            [CompletionResult]::new('--currency', '--currency', [CompletionResultType]::ParameterName, 'The currency the per-currency settings apply to')
            [CompletionResult]::new('--uncleared-gl', '--uncleared-gl', [CompletionResultType]::ParameterName, 'Uncleared cheques (asset) GL account id')
            [CompletionResult]::new('--clearing-gl', '--clearing-gl', [CompletionResultType]::ParameterName, 'Cheque clearing settlement (asset) GL account id')
            [CompletionResult]::new('--fee-income-gl', '--fee-income-gl', [CompletionResultType]::ParameterName, 'Fee income GL account id')
            [CompletionResult]::new('--bounce-penalty', '--bounce-penalty', [CompletionResultType]::ParameterName, 'Penalty charged when a cheque bounces (0 for none)')
            [CompletionResult]::new('--cancellation-fee', '--cancellation-fee', [CompletionResultType]::ParameterName, 'Fee charged for a stop payment (0 for none)')
            [CompletionResult]::new('--max-amount', '--max-amount', [CompletionResultType]::ParameterName, 'Largest cheque accepted')
            [CompletionResult]::new('--daily-withdrawal-limit', '--daily-withdrawal-limit', [CompletionResultType]::ParameterName, 'Most an account may pay by cheque in a day')
            [CompletionResult]::new('--holiday', '--holiday', [CompletionResultType]::ParameterName, 'A clearing holiday, DATE=NAME (repeatable)')
            [CompletionResult]::new('--remove-holiday', '--remove-holiday', [CompletionResultType]::ParameterName, 'Remove a clearing holiday (repeatable)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;cheque;help' {
            [CompletionResult]::new('deposit', 'deposit', [CompletionResultType]::ParameterValue, 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval')
            [CompletionResult]::new('withdraw', 'withdraw', [CompletionResultType]::ParameterValue, 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Clear an UNCLEARED cheque: its hold is released')
            [CompletionResult]::new('bounce', 'bounce', [CompletionResultType]::ParameterValue, 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one cheque and everything it changed')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the cheque register, newest first')
            [CompletionResult]::new('clear-due', 'clear-due', [CompletionResultType]::ParameterValue, 'Clear every cheque due by a date (the nightly batch; safe to re-run)')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the GL accounts, fees, limits and holidays of cheques')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;cheque;help;deposit' {
            break
        }
        'bank;cheque;help;withdraw' {
            break
        }
        'bank;cheque;help;clear' {
            break
        }
        'bank;cheque;help;bounce' {
            break
        }
        'bank;cheque;help;cancel' {
            break
        }
        'bank;cheque;help;show' {
            break
        }
        'bank;cheque;help;list' {
            break
        }
        'bank;cheque;help;clear-due' {
            break
        }
        'bank;cheque;help;settings' {
            break
        }
        'bank;cheque;help;help' {
            break
        }
        'bank;webhook' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Configure a webhook at /api/webhook/PATH')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a webhook''s fields (unset flags keep their values)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one webhook, its code included')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhooks (no code)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a webhook')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a webhook: calls are refused with 403')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook (its call log stays)')
            [CompletionResult]::new('base-url', 'base-url', [CompletionResultType]::ParameterValue, 'Set the base URL that webhook `url` fields start with')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;webhook;create' {
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'The public path under /api/webhook/')
            [CompletionResult]::new('--action', '--action', [CompletionResultType]::ParameterName, 'The HTTP method callers use')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What runs')
            [CompletionResult]::new('--command', '--command', [CompletionResultType]::ParameterName, 'The command to run (type command)')
            [CompletionResult]::new('--chain', '--chain', [CompletionResultType]::ParameterName, 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'JavaScript, or @FILE (type code)')
            [CompletionResult]::new('--process-definition-id', '--process-definition-id', [CompletionResultType]::ParameterName, 'The process definition to start (type process)')
            [CompletionResult]::new('--run-as', '--run-as', [CompletionResultType]::ParameterName, 'The staff user the command, chain or process runs as')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'description')
            [CompletionResult]::new('--allow-ip', '--allow-ip', [CompletionResultType]::ParameterName, 'An address allowed to call (repeatable)')
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'The HMAC-SHA256 key callers sign bodies with (X-Webhook-Signature)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--allow-anonymous', '--allow-anonymous', [CompletionResultType]::ParameterName, 'Accept calls from any address without a signature (needed when neither --allow-ip nor --secret is given)')
            [CompletionResult]::new('--disabled', '--disabled', [CompletionResultType]::ParameterName, 'Create it disabled')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;update' {
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'key')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'path')
            [CompletionResult]::new('--action', '--action', [CompletionResultType]::ParameterName, 'action')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What runs')
            [CompletionResult]::new('--command', '--command', [CompletionResultType]::ParameterName, 'The command to run (type command)')
            [CompletionResult]::new('--chain', '--chain', [CompletionResultType]::ParameterName, 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'JavaScript, or @FILE (type code)')
            [CompletionResult]::new('--process-definition-id', '--process-definition-id', [CompletionResultType]::ParameterName, 'The process definition to start (type process)')
            [CompletionResult]::new('--run-as', '--run-as', [CompletionResultType]::ParameterName, 'The staff user the command, chain or process runs as')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'description')
            [CompletionResult]::new('--allow-ip', '--allow-ip', [CompletionResultType]::ParameterName, 'Replace the allowed addresses (repeatable)')
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'A new signing key; an empty one removes it')
            [CompletionResult]::new('--allow-anonymous', '--allow-anonymous', [CompletionResultType]::ParameterName, 'Accept calls from anyone (true) or require an allow-list or secret again (false)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--allow-any-ip', '--allow-any-ip', [CompletionResultType]::ParameterName, 'Allow any address again')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;list' {
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'Only enabled (true) or disabled (false) webhooks')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'Text in the key')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page index, from 0')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;enable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;disable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;delete' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;base-url' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;webhook;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Configure a webhook at /api/webhook/PATH')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a webhook''s fields (unset flags keep their values)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one webhook, its code included')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhooks (no code)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a webhook')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a webhook: calls are refused with 403')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook (its call log stays)')
            [CompletionResult]::new('base-url', 'base-url', [CompletionResultType]::ParameterValue, 'Set the base URL that webhook `url` fields start with')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;webhook;help;create' {
            break
        }
        'bank;webhook;help;update' {
            break
        }
        'bank;webhook;help;show' {
            break
        }
        'bank;webhook;help;list' {
            break
        }
        'bank;webhook;help;enable' {
            break
        }
        'bank;webhook;help;disable' {
            break
        }
        'bank;webhook;help;delete' {
            break
        }
        'bank;webhook;help;base-url' {
            break
        }
        'bank;webhook;help;help' {
            break
        }
        'bank;events' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('subscribe', 'subscribe', [CompletionResultType]::ParameterValue, 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The subscriptions')
            [CompletionResult]::new('unsubscribe', 'unsubscribe', [CompletionResultType]::ParameterValue, 'Stop sending events to a subscription (its deliveries stay listed)')
            [CompletionResult]::new('deliveries', 'deliveries', [CompletionResultType]::ParameterValue, 'Deliveries, newest first: `--state dead` is the dead-letter list')
            [CompletionResult]::new('redeliver', 'redeliver', [CompletionResultType]::ParameterValue, 'Send a dead (or delivered) event again')
            [CompletionResult]::new('types', 'types', [CompletionResultType]::ParameterValue, 'The event types a subscription can name')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;events;subscribe' {
            [CompletionResult]::new('--events', '--events', [CompletionResultType]::ParameterName, 'Event types, `area.*` or `*`, comma-separated (see `bank events types`)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'What the subscriber is')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;list' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;unsubscribe' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;deliveries' {
            [CompletionResult]::new('--subscription', '--subscription', [CompletionResultType]::ParameterName, 'Only this subscription''s')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only deliveries in this state')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'Only events of this type')
            [CompletionResult]::new('--after', '--after', [CompletionResultType]::ParameterName, 'Older than this (the cursor a page prints last)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Deliveries per page (at most 200)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;redeliver' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;types' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;deliver' {
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Seconds one POST may take')
            [CompletionResult]::new('--max-attempts', '--max-attempts', [CompletionResultType]::ParameterName, 'Attempts before a delivery is dead')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;events;help' {
            [CompletionResult]::new('subscribe', 'subscribe', [CompletionResultType]::ParameterValue, 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The subscriptions')
            [CompletionResult]::new('unsubscribe', 'unsubscribe', [CompletionResultType]::ParameterValue, 'Stop sending events to a subscription (its deliveries stay listed)')
            [CompletionResult]::new('deliveries', 'deliveries', [CompletionResultType]::ParameterValue, 'Deliveries, newest first: `--state dead` is the dead-letter list')
            [CompletionResult]::new('redeliver', 'redeliver', [CompletionResultType]::ParameterValue, 'Send a dead (or delivered) event again')
            [CompletionResult]::new('types', 'types', [CompletionResultType]::ParameterValue, 'The event types a subscription can name')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;events;help;subscribe' {
            break
        }
        'bank;events;help;list' {
            break
        }
        'bank;events;help;unsubscribe' {
            break
        }
        'bank;events;help;deliveries' {
            break
        }
        'bank;events;help;redeliver' {
            break
        }
        'bank;events;help;types' {
            break
        }
        'bank;events;help;deliver' {
            break
        }
        'bank;events;help;help' {
            break
        }
        'bank;process' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Register a process definition (JSON; see the README for the format)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List process definitions')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a definition by id or key')
            [CompletionResult]::new('start', 'start', [CompletionResultType]::ParameterValue, 'Start an instance of a definition')
            [CompletionResult]::new('instance', 'instance', [CompletionResultType]::ParameterValue, 'Show an instance with its variables and step history')
            [CompletionResult]::new('signal', 'signal', [CompletionResultType]::ParameterValue, 'Complete the user task an instance waits for')
            [CompletionResult]::new('callback', 'callback', [CompletionResultType]::ParameterValue, 'Deliver the callback an instance waits for')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel an instance')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;process;register' {
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'The unique key (default: the definition''s own "key")')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;list' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page index, from 0')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;start' {
            [CompletionResult]::new('--variables', '--variables', [CompletionResultType]::ParameterName, 'Variables: a JSON object, @FILE or -')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;instance' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;signal' {
            [CompletionResult]::new('--task', '--task', [CompletionResultType]::ParameterName, 'The task being completed (checked against the waiting one)')
            [CompletionResult]::new('--variables', '--variables', [CompletionResultType]::ParameterName, 'Variables to merge: a JSON object, @FILE or -')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;callback' {
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'The callback''s data: JSON, @FILE or -')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--failed', '--failed', [CompletionResultType]::ParameterName, 'Report a failure rather than a success')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;cancel' {
            [CompletionResult]::new('--reason', '--reason', [CompletionResultType]::ParameterName, 'reason')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;process;help' {
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Register a process definition (JSON; see the README for the format)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List process definitions')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a definition by id or key')
            [CompletionResult]::new('start', 'start', [CompletionResultType]::ParameterValue, 'Start an instance of a definition')
            [CompletionResult]::new('instance', 'instance', [CompletionResultType]::ParameterValue, 'Show an instance with its variables and step history')
            [CompletionResult]::new('signal', 'signal', [CompletionResultType]::ParameterValue, 'Complete the user task an instance waits for')
            [CompletionResult]::new('callback', 'callback', [CompletionResultType]::ParameterValue, 'Deliver the callback an instance waits for')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel an instance')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;process;help;register' {
            break
        }
        'bank;process;help;list' {
            break
        }
        'bank;process;help;show' {
            break
        }
        'bank;process;help;start' {
            break
        }
        'bank;process;help;instance' {
            break
        }
        'bank;process;help;signal' {
            break
        }
        'bank;process;help;callback' {
            break
        }
        'bank;process;help;cancel' {
            break
        }
        'bank;process;help;help' {
            break
        }
        'bank;jobs' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a recurring job')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a job (unset flags keep their values)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a job, its code and its latest runs')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs')
            [CompletionResult]::new('run', 'run', [CompletionResultType]::ParameterValue, 'Run a job now, outside its schedule')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a job (its run history stays)')
            [CompletionResult]::new('run-due', 'run-due', [CompletionResultType]::ParameterValue, 'Run every job that is due, once, and exit (for cron)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;jobs;create' {
            [CompletionResult]::new('--cron', '--cron', [CompletionResultType]::ParameterName, 'Five fields (minute hour day month weekday), or six with seconds first')
            [CompletionResult]::new('--time-zone', '--time-zone', [CompletionResultType]::ParameterName, 'IANA time zone of the expression')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What runs')
            [CompletionResult]::new('--command', '--command', [CompletionResultType]::ParameterName, 'The command to run (type command)')
            [CompletionResult]::new('--chain', '--chain', [CompletionResultType]::ParameterName, 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'JavaScript, or @FILE (type code)')
            [CompletionResult]::new('--process-definition-id', '--process-definition-id', [CompletionResultType]::ParameterName, 'The process definition to start (type process)')
            [CompletionResult]::new('--run-as', '--run-as', [CompletionResultType]::ParameterName, 'The staff user the command, chain or process runs as')
            [CompletionResult]::new('--payload', '--payload', [CompletionResultType]::ParameterName, 'The command''s data or the process''s variables: JSON, @FILE or -')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'description')
            [CompletionResult]::new('--category', '--category', [CompletionResultType]::ParameterName, 'A category for grouping (update: "" removes it)')
            [CompletionResult]::new('--context-loader', '--context-loader', [CompletionResultType]::ParameterName, 'A command run first whose answer''s data is the job''s context: {"cmd": ..., "context": {...}} as JSON, @FILE or - (update: "" removes it)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--disabled', '--disabled', [CompletionResultType]::ParameterName, 'Create it disabled')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;update' {
            [CompletionResult]::new('--cron', '--cron', [CompletionResultType]::ParameterName, 'cron')
            [CompletionResult]::new('--time-zone', '--time-zone', [CompletionResultType]::ParameterName, 'time-zone')
            [CompletionResult]::new('--type', '--type', [CompletionResultType]::ParameterName, 'What runs')
            [CompletionResult]::new('--command', '--command', [CompletionResultType]::ParameterName, 'The command to run (type command)')
            [CompletionResult]::new('--chain', '--chain', [CompletionResultType]::ParameterName, 'The chain as JSON, @FILE or -: [{"commandName": ..., "data": {...}}, ...] (type chain)')
            [CompletionResult]::new('--code', '--code', [CompletionResultType]::ParameterName, 'JavaScript, or @FILE (type code)')
            [CompletionResult]::new('--process-definition-id', '--process-definition-id', [CompletionResultType]::ParameterName, 'The process definition to start (type process)')
            [CompletionResult]::new('--run-as', '--run-as', [CompletionResultType]::ParameterName, 'The staff user the command, chain or process runs as')
            [CompletionResult]::new('--payload', '--payload', [CompletionResultType]::ParameterName, 'payload')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'description')
            [CompletionResult]::new('--category', '--category', [CompletionResultType]::ParameterName, 'A category for grouping (update: "" removes it)')
            [CompletionResult]::new('--context-loader', '--context-loader', [CompletionResultType]::ParameterName, 'A command run first whose answer''s data is the job''s context: {"cmd": ..., "context": {...}} as JSON, @FILE or - (update: "" removes it)')
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'Enable (true) or disable (false)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;list' {
            [CompletionResult]::new('--enabled', '--enabled', [CompletionResultType]::ParameterName, 'enabled')
            [CompletionResult]::new('--key', '--key', [CompletionResultType]::ParameterName, 'key')
            [CompletionResult]::new('--category', '--category', [CompletionResultType]::ParameterName, 'Only jobs of this category (exact, any case)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page index, from 0')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;run' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;delete' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;run-due' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;jobs;help' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a recurring job')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a job (unset flags keep their values)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a job, its code and its latest runs')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs')
            [CompletionResult]::new('run', 'run', [CompletionResultType]::ParameterValue, 'Run a job now, outside its schedule')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a job (its run history stays)')
            [CompletionResult]::new('run-due', 'run-due', [CompletionResultType]::ParameterValue, 'Run every job that is due, once, and exit (for cron)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;jobs;help;create' {
            break
        }
        'bank;jobs;help;update' {
            break
        }
        'bank;jobs;help;show' {
            break
        }
        'bank;jobs;help;list' {
            break
        }
        'bank;jobs;help;run' {
            break
        }
        'bank;jobs;help;delete' {
            break
        }
        'bank;jobs;help;run-due' {
            break
        }
        'bank;jobs;help;help' {
            break
        }
        'bank;eod' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('run', 'run', [CompletionResultType]::ParameterValue, 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'The recent closes of business (or one day''s), with their steps')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;eod;run' {
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'The business day to close, YYYY-MM-DD (default: yesterday in the bank''s time zone)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;eod;status' {
            [CompletionResult]::new('--date', '--date', [CompletionResultType]::ParameterName, 'One business day, YYYY-MM-DD (default: the latest runs)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;eod;help' {
            [CompletionResult]::new('run', 'run', [CompletionResultType]::ParameterValue, 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'The recent closes of business (or one day''s), with their steps')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;eod;help;run' {
            break
        }
        'bank;eod;help;status' {
            break
        }
        'bank;eod;help;help' {
            break
        }
        'bank;verify' {
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'Recompute each chain from this link on, trusting the one before it (an incremental check after a full one)')
            [CompletionResult]::new('--checkpoint', '--checkpoint', [CompletionResultType]::ParameterName, 'A checkpoint saved earlier (kept outside the database): fail unless the chains still pass through it')
            [CompletionResult]::new('--save-checkpoint', '--save-checkpoint', [CompletionResultType]::ParameterName, 'Write where the chains end now to FILE (JSON), to check against later')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;doctor' {
            [CompletionResult]::new('--fcm-service-account', '--fcm-service-account', [CompletionResultType]::ParameterName, 'Firebase service-account JSON to check (as `bank serve` takes it); unset: push is off')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;bench' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('journal', 'journal', [CompletionResultType]::ParameterValue, 'Post journals through the full command path; report throughput and latency')
            [CompletionResult]::new('deposits', 'deposits', [CompletionResultType]::ParameterValue, 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)')
            [CompletionResult]::new('activities', 'activities', [CompletionResultType]::ParameterValue, 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP')
            [CompletionResult]::new('lists', 'lists', [CompletionResultType]::ParameterValue, 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)')
            [CompletionResult]::new('eod', 'eod', [CompletionResultType]::ParameterValue, 'Add N empty accounts, close yesterday''s business, and report each step''s time and accounts/s')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;bench;journal' {
            [CompletionResult]::new('--journals', '--journals', [CompletionResultType]::ParameterName, 'Journals to post per size')
            [CompletionResult]::new('--concurrency', '--concurrency', [CompletionResultType]::ParameterName, 'Concurrent posters')
            [CompletionResult]::new('--large-entries', '--large-entries', [CompletionResultType]::ParameterName, 'Entries of the large journal (the small one has 2)')
            [CompletionResult]::new('--batch', '--batch', [CompletionResultType]::ParameterName, 'Journals per database transaction (1: each commits alone, through `Bank::execute`)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;bench;deposits' {
            [CompletionResult]::new('--clients', '--clients', [CompletionResultType]::ParameterName, 'Concurrent clients, each with an account of its own')
            [CompletionResult]::new('--duration', '--duration', [CompletionResultType]::ParameterName, 'Seconds to run')
            [CompletionResult]::new('--flow', '--flow', [CompletionResultType]::ParameterName, 'flow')
            [CompletionResult]::new('--approvers', '--approvers', [CompletionResultType]::ParameterName, 'Approvers the decisions are shared among, client by client (default: one per client, as each teller has a supervisor). One approver''s approvals are numbered one at a time, for their hourly limit, so one approver for many clients measures that queue')
            [CompletionResult]::new('--count', '--count', [CompletionResultType]::ParameterName, 'Stop after this many deposits per client instead of after --duration')
            [CompletionResult]::new('--via', '--via', [CompletionResultType]::ParameterName, 'Call the library directly, or the HTTP API served in this process')
            [CompletionResult]::new('--synchronous', '--synchronous', [CompletionResultType]::ParameterName, 'SQLite: answer each commit once on disk (full, as the bank runs), or once the operating system has it (normal: measures what the disk''s wait costs; a power loss may take the last commits back)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;bench;activities' {
            [CompletionResult]::new('--rows', '--rows', [CompletionResultType]::ParameterName, 'Synthetic activity rows to insert before measuring (0: measure what is there)')
            [CompletionResult]::new('--batch', '--batch', [CompletionResultType]::ParameterName, 'Rows per multi-row INSERT')
            [CompletionResult]::new('--users', '--users', [CompletionResultType]::ParameterName, 'Synthetic users the rows spread over (fewer: more pages per user)')
            [CompletionResult]::new('--queries', '--queries', [CompletionResultType]::ParameterName, 'Page queries to time per kind')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;bench;lists' {
            [CompletionResult]::new('--queries', '--queries', [CompletionResultType]::ParameterName, 'Requests to time per kind of page')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-export', '--no-export', [CompletionResultType]::ParameterName, 'Skip the export of every journal entry')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;bench;eod' {
            [CompletionResult]::new('--accounts', '--accounts', [CompletionResultType]::ParameterName, 'Empty deposit accounts to add before the close (0: close what is there)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;bench;help' {
            [CompletionResult]::new('journal', 'journal', [CompletionResultType]::ParameterValue, 'Post journals through the full command path; report throughput and latency')
            [CompletionResult]::new('deposits', 'deposits', [CompletionResultType]::ParameterValue, 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)')
            [CompletionResult]::new('activities', 'activities', [CompletionResultType]::ParameterValue, 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP')
            [CompletionResult]::new('lists', 'lists', [CompletionResultType]::ParameterValue, 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)')
            [CompletionResult]::new('eod', 'eod', [CompletionResultType]::ParameterValue, 'Add N empty accounts, close yesterday''s business, and report each step''s time and accounts/s')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;bench;help;journal' {
            break
        }
        'bank;bench;help;deposits' {
            break
        }
        'bank;bench;help;activities' {
            break
        }
        'bank;bench;help;lists' {
            break
        }
        'bank;bench;help;eod' {
            break
        }
        'bank;bench;help;help' {
            break
        }
        'bank;completions' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write completions for every supported shell into this folder')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;man' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Folder to write the pages into')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, CSV of the same rows for spreadsheets, the wire JSON for scripts')
            [CompletionResult]::new('--key-file', '--key-file', [CompletionResultType]::ParameterName, 'Token key file (default: beside a SQLite file; for PostgreSQL ~/.local/share/bank/keys/TENANT.keys)')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of tables and CSV (for scripts that read rows)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;help' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or migrate the database and seed roles and the admin user (idempotent)')
            [CompletionResult]::new('demo', 'demo', [CompletionResultType]::ParameterValue, 'Load a realistic demo dataset and print its manifest (idempotent)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the HTTP interface')
            [CompletionResult]::new('exec', 'exec', [CompletionResultType]::ParameterValue, 'Run any registered command with a JSON request; prints the wire response')
            [CompletionResult]::new('commands', 'commands', [CompletionResultType]::ParameterValue, 'List the commands the interface serves, their documented aliases and envelopes')
            [CompletionResult]::new('openapi', 'openapi', [CompletionResultType]::ParameterValue, 'Print the OpenAPI 3.1 document of the HTTP interface (as served at /openapi.json)')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Access tokens for staff users')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Token revocation and signing-key rotation')
            [CompletionResult]::new('user', 'user', [CompletionResultType]::ParameterValue, 'Staff users')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Roles, their permissions and approval limits')
            [CompletionResult]::new('branch', 'branch', [CompletionResultType]::ParameterValue, 'Branches')
            [CompletionResult]::new('gl', 'gl', [CompletionResultType]::ParameterValue, 'General ledger accounts: the chart of accounts')
            [CompletionResult]::new('journal', 'journal', [CompletionResultType]::ParameterValue, 'Journal transactions and entries; reversals')
            [CompletionResult]::new('period', 'period', [CompletionResultType]::ParameterValue, 'Accounting periods: close the books through a date, or reopen them')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Bank-wide settings kept in the database: the time zone the bank''s days follow')
            [CompletionResult]::new('report', 'report', [CompletionResultType]::ParameterValue, 'Ledger reports')
            [CompletionResult]::new('client', 'client', [CompletionResultType]::ParameterValue, 'Clients (customers)')
            [CompletionResult]::new('account', 'account', [CompletionResultType]::ParameterValue, 'Deposit accounts, holds and statements')
            [CompletionResult]::new('loan', 'loan', [CompletionResultType]::ParameterValue, 'Loans')
            [CompletionResult]::new('policy', 'policy', [CompletionResultType]::ParameterValue, 'Insurance policies')
            [CompletionResult]::new('comment', 'comment', [CompletionResultType]::ParameterValue, 'Comments on loans, clients and deposit accounts')
            [CompletionResult]::new('doc', 'doc', [CompletionResultType]::ParameterValue, 'Documents of clients, loans, deposit accounts and policies: upload, list, download')
            [CompletionResult]::new('referral', 'referral', [CompletionResultType]::ParameterValue, 'Employee referrals: employees, their referral codes and referred customers')
            [CompletionResult]::new('terminal', 'terminal', [CompletionResultType]::ParameterValue, 'Self-service terminals (ATM, POS, kiosk) and their PTSP providers')
            [CompletionResult]::new('customer', 'customer', [CompletionResultType]::ParameterValue, 'Self-service customers: profiles, their verified device, customer tokens')
            [CompletionResult]::new('notify', 'notify', [CompletionResultType]::ParameterValue, 'Notifications to self-service customers (inbox, real time, push)')
            [CompletionResult]::new('push', 'push', [CompletionResultType]::ParameterValue, 'Mobile push installations')
            [CompletionResult]::new('activity', 'activity', [CompletionResultType]::ParameterValue, 'The audit trail: every user''s activities (with filters) or one''s own')
            [CompletionResult]::new('till', 'till', [CompletionResultType]::ParameterValue, 'Teller tills: open, fund, count, close; one''s own list')
            [CompletionResult]::new('vault', 'vault', [CompletionResultType]::ParameterValue, 'Vaults: create, count the opening inventory, list, show')
            [CompletionResult]::new('txn', 'txn', [CompletionResultType]::ParameterValue, 'Universal transactions: deposits, withdrawals, disbursements, approvals, reversals')
            [CompletionResult]::new('cheque', 'cheque', [CompletionResultType]::ParameterValue, 'Cheques: deposits, withdrawals, clearing, bounces, stop payments, the register, the clearing batch')
            [CompletionResult]::new('webhook', 'webhook', [CompletionResultType]::ParameterValue, 'Inbound webhooks: configuration of /api/webhook/PATH endpoints')
            [CompletionResult]::new('events', 'events', [CompletionResultType]::ParameterValue, 'Events out: subscribers'' URLs that every recorded state change is POSTed to, signed')
            [CompletionResult]::new('process', 'process', [CompletionResultType]::ParameterValue, 'Process definitions and instances (user tasks, callbacks)')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Recurring (cron) jobs and their runs; run-due for cron-driven batch use')
            [CompletionResult]::new('eod', 'eod', [CompletionResultType]::ParameterValue, 'Close of business: run a business day''s close, see past runs')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Prove the books: balanced journals, a zero trial balance, account balances and holds, hash chains')
            [CompletionResult]::new('doctor', 'doctor', [CompletionResultType]::ParameterValue, 'Check the setup: configuration, database, schema, key file, document store, FCM key, clock')
            [CompletionResult]::new('bench', 'bench', [CompletionResultType]::ParameterValue, 'Measure performance against the configured database (use a scratch one)')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print shell completions (or write them all with --dir)')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write man pages')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;help;init' {
            break
        }
        'bank;help;demo' {
            break
        }
        'bank;help;serve' {
            break
        }
        'bank;help;exec' {
            break
        }
        'bank;help;commands' {
            break
        }
        'bank;help;openapi' {
            break
        }
        'bank;help;token' {
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a bearer token for a staff user (needs tokens.issue)')
            break
        }
        'bank;help;token;issue' {
            break
        }
        'bank;help;auth' {
            [CompletionResult]::new('revoke', 'revoke', [CompletionResultType]::ParameterValue, 'Make every token issued to a user so far stop working (needs users.manage)')
            [CompletionResult]::new('rotate-key', 'rotate-key', [CompletionResultType]::ParameterValue, 'Write a new token signing key; tokens signed before verify for a grace period')
            break
        }
        'bank;help;auth;revoke' {
            break
        }
        'bank;help;auth;rotate-key' {
            break
        }
        'bank;help;user' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a staff user')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List staff users')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a staff user: they can no longer act and their tokens stop working')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a disabled staff user')
            break
        }
        'bank;help;user;add' {
            break
        }
        'bank;help;user;list' {
            break
        }
        'bank;help;user;disable' {
            break
        }
        'bank;help;user;enable' {
            break
        }
        'bank;help;role' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles with their approval limits and permissions')
            break
        }
        'bank;help;role;list' {
            break
        }
        'bank;help;branch' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a branch')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List branches')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one branch by id or key')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Update a branch (UpdateBranchCommand); unset fields keep their values')
            [CompletionResult]::new('set-state', 'set-state', [CompletionResultType]::ParameterValue, 'Change a branch''s state: active, not-active, or deleted (final)')
            break
        }
        'bank;help;branch;create' {
            break
        }
        'bank;help;branch;list' {
            break
        }
        'bank;help;branch;show' {
            break
        }
        'bank;help;branch;update' {
            break
        }
        'bank;help;branch;set-state' {
            break
        }
        'bank;help;gl' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a GL account to the chart')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List GL accounts by code, with their balances')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one GL account by id or GL code, with its balance')
            [CompletionResult]::new('deactivate', 'deactivate', [CompletionResultType]::ParameterValue, 'Deactivate a GL account: no further postings, its history stays')
            break
        }
        'bank;help;gl;add' {
            break
        }
        'bank;help;gl;list' {
            break
        }
        'bank;help;gl;show' {
            break
        }
        'bank;help;gl;deactivate' {
            break
        }
        'bank;help;journal' {
            [CompletionResult]::new('post', 'post', [CompletionResultType]::ParameterValue, 'Post a journal from --debit/--credit flags, or a batch from a CSV or JSON file')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List journal transactions, latest first')
            [CompletionResult]::new('entries', 'entries', [CompletionResultType]::ParameterValue, 'List journal entries (one per GL line), latest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one journal transaction with its entries')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse a journal transaction with an equal and opposite one')
            break
        }
        'bank;help;journal;post' {
            break
        }
        'bank;help;journal;list' {
            break
        }
        'bank;help;journal;entries' {
            break
        }
        'bank;help;journal;show' {
            break
        }
        'bank;help;journal;reverse' {
            break
        }
        'bank;help;period' {
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close the books through a date: no postings or reversals on or before it')
            [CompletionResult]::new('reopen', 'reopen', [CompletionResultType]::ParameterValue, 'Reopen the latest closed period (administrators), with a reason')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List closings of the books, latest first')
            break
        }
        'bank;help;period;close' {
            break
        }
        'bank;help;period;reopen' {
            break
        }
        'bank;help;period;list' {
            break
        }
        'bank;help;config' {
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change a bank-wide setting: `bank config set time-zone Africa/Lagos`')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the bank-wide settings, with today''s date in the bank''s time zone')
            break
        }
        'bank;help;config;set' {
            break
        }
        'bank;help;config;show' {
            break
        }
        'bank;help;report' {
            [CompletionResult]::new('trial-balance', 'trial-balance', [CompletionResultType]::ParameterValue, 'Trial balance: each GL account''s net balance, with totals per currency')
            break
        }
        'bank;help;report;trial-balance' {
            break
        }
        'bank;help;client' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a client at a branch')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List clients by code')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one client by id or client code')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a client that has no open accounts or live loans')
            break
        }
        'bank;help;client;create' {
            break
        }
        'bank;help;client;list' {
            break
        }
        'bank;help;client;show' {
            break
        }
        'bank;help;client;close' {
            break
        }
        'bank;help;account' {
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Open a deposit account for a client, optionally with an opening balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List deposit accounts')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one deposit account by number, with its balances')
            [CompletionResult]::new('lock', 'lock', [CompletionResultType]::ParameterValue, 'Lock an account: no movements until it is unlocked (reversals excepted)')
            [CompletionResult]::new('unlock', 'unlock', [CompletionResultType]::ParameterValue, 'Unlock a locked account')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close an empty account with no holds')
            [CompletionResult]::new('hold', 'hold', [CompletionResultType]::ParameterValue, 'Place a hold (lien) on part of an account''s available balance')
            [CompletionResult]::new('release', 'release', [CompletionResultType]::ParameterValue, 'Release a hold')
            [CompletionResult]::new('statement', 'statement', [CompletionResultType]::ParameterValue, 'An account''s postings in a date range, with running balances')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'An account''s book, held and available balances now or at a past instant')
            break
        }
        'bank;help;account;open' {
            break
        }
        'bank;help;account;list' {
            break
        }
        'bank;help;account;show' {
            break
        }
        'bank;help;account;lock' {
            break
        }
        'bank;help;account;unlock' {
            break
        }
        'bank;help;account;close' {
            break
        }
        'bank;help;account;hold' {
            break
        }
        'bank;help;account;release' {
            break
        }
        'bank;help;account;statement' {
            break
        }
        'bank;help;account;balance' {
            break
        }
        'bank;help;loan' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a loan for a client, pending approval')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List loans')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one loan by id or loan number')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Approve a pending loan (ready to disburse)')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a loan that was never disbursed')
            break
        }
        'bank;help;loan;create' {
            break
        }
        'bank;help;loan;list' {
            break
        }
        'bank;help;loan;show' {
            break
        }
        'bank;help;loan;approve' {
            break
        }
        'bank;help;loan;close' {
            break
        }
        'bank;help;policy' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create an insurance policy for a client')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List insurance policies')
            break
        }
        'bank;help;policy;create' {
            break
        }
        'bank;help;policy;list' {
            break
        }
        'bank;help;comment' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Add a comment to a loan, client or deposit account')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List comments on a loan (--loan-id) or any entity (--entity, --entity-id), newest first')
            break
        }
        'bank;help;comment;add' {
            break
        }
        'bank;help;comment;list' {
            break
        }
        'bank;help;doc' {
            [CompletionResult]::new('upload', 'upload', [CompletionResultType]::ParameterValue, 'Upload a file for a client, loan, deposit account or policy (CreateDocumentCommand)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List documents, newest first: all (with filters) or one entity''s')
            [CompletionResult]::new('download', 'download', [CompletionResultType]::ParameterValue, 'Save a stored document''s bytes to a file (recorded on the activity trail)')
            break
        }
        'bank;help;doc;upload' {
            break
        }
        'bank;help;doc;list' {
            break
        }
        'bank;help;doc;download' {
            break
        }
        'bank;help;referral' {
            [CompletionResult]::new('employee-add', 'employee-add', [CompletionResultType]::ParameterValue, 'Register an employee with a referral code (generated when not given)')
            [CompletionResult]::new('employees', 'employees', [CompletionResultType]::ParameterValue, 'List employees and their referral codes')
            [CompletionResult]::new('record', 'record', [CompletionResultType]::ParameterValue, 'Record a customer registration made with an employee''s referral code')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List referrals (the spec''s RetrieveEmployeeReferralsQuery), newest first')
            break
        }
        'bank;help;referral;employee-add' {
            break
        }
        'bank;help;referral;employees' {
            break
        }
        'bank;help;referral;record' {
            break
        }
        'bank;help;referral;list' {
            break
        }
        'bank;help;terminal' {
            [CompletionResult]::new('provider-add', 'provider-add', [CompletionResultType]::ParameterValue, 'Configure a PTSP provider that terminals can name')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a terminal (ENABLED) for a merchant user')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a terminal''s code, serial, provider, name or location (not once terminated)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a DISABLED terminal')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable an ENABLED terminal')
            [CompletionResult]::new('terminate', 'terminate', [CompletionResultType]::ParameterValue, 'Terminate a terminal for good, unlinking its merchant')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List terminals, newest first')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one terminal')
            break
        }
        'bank;help;terminal;provider-add' {
            break
        }
        'bank;help;terminal;create' {
            break
        }
        'bank;help;terminal;update' {
            break
        }
        'bank;help;terminal;enable' {
            break
        }
        'bank;help;terminal;disable' {
            break
        }
        'bank;help;terminal;terminate' {
            break
        }
        'bank;help;terminal;list' {
            break
        }
        'bank;help;terminal;show' {
            break
        }
        'bank;help;customer' {
            [CompletionResult]::new('add', 'add', [CompletionResultType]::ParameterValue, 'Create a self-service profile for a client')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List self-service profiles, newest first')
            [CompletionResult]::new('device', 'device', [CompletionResultType]::ParameterValue, 'The profile''s verified mobile device')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Customer access tokens')
            [CompletionResult]::new('pin', 'pin', [CompletionResultType]::ParameterValue, 'Set a profile''s transaction PIN (read from stdin) and unblock it')
            break
        }
        'bank;help;customer;add' {
            break
        }
        'bank;help;customer;list' {
            break
        }
        'bank;help;customer;device' {
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Make DEVICE_ID the profile''s verified device (a switch revokes the old one and its push mapping)')
            break
        }
        'bank;help;customer;device;verify' {
            break
        }
        'bank;help;customer;token' {
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a customer token (a separate audience from staff tokens; needs tokens.issue)')
            break
        }
        'bank;help;customer;token;issue' {
            break
        }
        'bank;help;customer;pin' {
            break
        }
        'bank;help;notify' {
            [CompletionResult]::new('send', 'send', [CompletionResultType]::ParameterValue, 'Send a notification to one profile or to every profile of a client (needs notifications.send)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List notifications, newest first, with their push outcome')
            break
        }
        'bank;help;notify;send' {
            break
        }
        'bank;help;notify;list' {
            break
        }
        'bank;help;push' {
            [CompletionResult]::new('installations', 'installations', [CompletionResultType]::ParameterValue, 'List push installations, newest first (tokens shown by their last 8 characters)')
            break
        }
        'bank;help;push;installations' {
            break
        }
        'bank;help;activity' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Every user''s activities, latest first, with filters (needs activities.view_all)')
            [CompletionResult]::new('mine', 'mine', [CompletionResultType]::ParameterValue, 'The acting user''s own activities, latest first')
            break
        }
        'bank;help;activity;list' {
            break
        }
        'bank;help;activity;mine' {
            break
        }
        'bank;help;till' {
            [CompletionResult]::new('open', 'open', [CompletionResultType]::ParameterValue, 'Open a till for a teller (or reopen a closed one for a new shift), with an optional float from the vault')
            [CompletionResult]::new('fund', 'fund', [CompletionResultType]::ParameterValue, 'Move cash from the vault into an open till, or back')
            [CompletionResult]::new('balance', 'balance', [CompletionResultType]::ParameterValue, 'Record a cash count; a difference is posted against the suspense account')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a till: its cash goes back to the vault')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The acting user''s own tills, most recent shift first')
            break
        }
        'bank;help;till;open' {
            break
        }
        'bank;help;till;fund' {
            break
        }
        'bank;help;till;balance' {
            break
        }
        'bank;help;till;close' {
            break
        }
        'bank;help;till;list' {
            break
        }
        'bank;help;vault' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a vault on its vault cash GL account (counted at once when that account is empty)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'Record a vault''s opening inventory, once; its total must equal the GL balance')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Vaults, with their GL balance and inventory total')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'One vault: GL balance and inventory by denomination')
            break
        }
        'bank;help;vault;create' {
            break
        }
        'bank;help;vault;count' {
            break
        }
        'bank;help;vault;list' {
            break
        }
        'bank;help;vault;show' {
            break
        }
        'bank;help;txn' {
            [CompletionResult]::new('deposit', 'deposit', [CompletionResultType]::ParameterValue, 'Deposit into an account: settled at once, or held PENDING for approval')
            [CompletionResult]::new('withdraw', 'withdraw', [CompletionResultType]::ParameterValue, 'Withdraw from an account: settled at once, or held PENDING for approval')
            [CompletionResult]::new('disburse', 'disburse', [CompletionResultType]::ParameterValue, 'Pay an approved loan''s principal into an account of its client')
            [CompletionResult]::new('approve', 'approve', [CompletionResultType]::ParameterValue, 'Approve a pending transaction, or a batch of them from a CSV file')
            [CompletionResult]::new('reject', 'reject', [CompletionResultType]::ParameterValue, 'Reject a pending transaction (it becomes CANCELLED; the customer is told)')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a pending transaction (one''s own, or any with transactions.cancel)')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse a settled transaction within its reversal window, or a batch from a CSV file')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one transaction')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List transactions, latest first (flagged: oldest first)')
            [CompletionResult]::new('compliance', 'compliance', [CompletionResultType]::ParameterValue, 'Compliance reports raised by transactions, latest first')
            [CompletionResult]::new('expire-pending', 'expire-pending', [CompletionResultType]::ParameterValue, 'Cancel every pending transaction past its expiry, releasing its hold (a batch job)')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Approval thresholds, reversal windows and transaction settings')
            break
        }
        'bank;help;txn;deposit' {
            break
        }
        'bank;help;txn;withdraw' {
            break
        }
        'bank;help;txn;disburse' {
            break
        }
        'bank;help;txn;approve' {
            break
        }
        'bank;help;txn;reject' {
            break
        }
        'bank;help;txn;cancel' {
            break
        }
        'bank;help;txn;reverse' {
            break
        }
        'bank;help;txn;show' {
            break
        }
        'bank;help;txn;list' {
            break
        }
        'bank;help;txn;compliance' {
            break
        }
        'bank;help;txn;expire-pending' {
            break
        }
        'bank;help;txn;config' {
            [CompletionResult]::new('threshold', 'threshold', [CompletionResultType]::ParameterValue, 'Set the approval threshold of one account tier for a transaction type and channel')
            [CompletionResult]::new('thresholds', 'thresholds', [CompletionResultType]::ParameterValue, 'List the approval thresholds')
            [CompletionResult]::new('window', 'window', [CompletionResultType]::ParameterValue, 'Add or replace one reversal window of a transaction type (the others are kept)')
            [CompletionResult]::new('windows', 'windows', [CompletionResultType]::ParameterValue, 'List the reversal windows of a transaction type')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the cash GL account of a currency, pending expiry, flag age and approval rate')
            break
        }
        'bank;help;txn;config;threshold' {
            break
        }
        'bank;help;txn;config;thresholds' {
            break
        }
        'bank;help;txn;config;window' {
            break
        }
        'bank;help;txn;config;windows' {
            break
        }
        'bank;help;txn;config;settings' {
            break
        }
        'bank;help;cheque' {
            [CompletionResult]::new('deposit', 'deposit', [CompletionResultType]::ParameterValue, 'Pay a cheque into an account: it enters clearing (UNCLEARED, funds held) or waits PENDING for approval')
            [CompletionResult]::new('withdraw', 'withdraw', [CompletionResultType]::ParameterValue, 'Pay a cheque drawn on an account: COMPLETED at once, or PENDING (amount held) for approval')
            [CompletionResult]::new('clear', 'clear', [CompletionResultType]::ParameterValue, 'Clear an UNCLEARED cheque: its hold is released')
            [CompletionResult]::new('bounce', 'bounce', [CompletionResultType]::ParameterValue, 'Bounce an UNCLEARED cheque: the deposit is reversed and the penalty charged')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel a PENDING cheque (a stop payment charges the cancellation fee)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one cheque and everything it changed')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the cheque register, newest first')
            [CompletionResult]::new('clear-due', 'clear-due', [CompletionResultType]::ParameterValue, 'Clear every cheque due by a date (the nightly batch; safe to re-run)')
            [CompletionResult]::new('settings', 'settings', [CompletionResultType]::ParameterValue, 'Set the GL accounts, fees, limits and holidays of cheques')
            break
        }
        'bank;help;cheque;deposit' {
            break
        }
        'bank;help;cheque;withdraw' {
            break
        }
        'bank;help;cheque;clear' {
            break
        }
        'bank;help;cheque;bounce' {
            break
        }
        'bank;help;cheque;cancel' {
            break
        }
        'bank;help;cheque;show' {
            break
        }
        'bank;help;cheque;list' {
            break
        }
        'bank;help;cheque;clear-due' {
            break
        }
        'bank;help;cheque;settings' {
            break
        }
        'bank;help;webhook' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Configure a webhook at /api/webhook/PATH')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a webhook''s fields (unset flags keep their values)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show one webhook, its code included')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhooks (no code)')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Enable a webhook')
            [CompletionResult]::new('disable', 'disable', [CompletionResultType]::ParameterValue, 'Disable a webhook: calls are refused with 403')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook (its call log stays)')
            [CompletionResult]::new('base-url', 'base-url', [CompletionResultType]::ParameterValue, 'Set the base URL that webhook `url` fields start with')
            break
        }
        'bank;help;webhook;create' {
            break
        }
        'bank;help;webhook;update' {
            break
        }
        'bank;help;webhook;show' {
            break
        }
        'bank;help;webhook;list' {
            break
        }
        'bank;help;webhook;enable' {
            break
        }
        'bank;help;webhook;disable' {
            break
        }
        'bank;help;webhook;delete' {
            break
        }
        'bank;help;webhook;base-url' {
            break
        }
        'bank;help;events' {
            [CompletionResult]::new('subscribe', 'subscribe', [CompletionResultType]::ParameterValue, 'Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'The subscriptions')
            [CompletionResult]::new('unsubscribe', 'unsubscribe', [CompletionResultType]::ParameterValue, 'Stop sending events to a subscription (its deliveries stay listed)')
            [CompletionResult]::new('deliveries', 'deliveries', [CompletionResultType]::ParameterValue, 'Deliveries, newest first: `--state dead` is the dead-letter list')
            [CompletionResult]::new('redeliver', 'redeliver', [CompletionResultType]::ParameterValue, 'Send a dead (or delivered) event again')
            [CompletionResult]::new('types', 'types', [CompletionResultType]::ParameterValue, 'The event types a subscription can name')
            [CompletionResult]::new('deliver', 'deliver', [CompletionResultType]::ParameterValue, 'Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)')
            break
        }
        'bank;help;events;subscribe' {
            break
        }
        'bank;help;events;list' {
            break
        }
        'bank;help;events;unsubscribe' {
            break
        }
        'bank;help;events;deliveries' {
            break
        }
        'bank;help;events;redeliver' {
            break
        }
        'bank;help;events;types' {
            break
        }
        'bank;help;events;deliver' {
            break
        }
        'bank;help;process' {
            [CompletionResult]::new('register', 'register', [CompletionResultType]::ParameterValue, 'Register a process definition (JSON; see the README for the format)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List process definitions')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a definition by id or key')
            [CompletionResult]::new('start', 'start', [CompletionResultType]::ParameterValue, 'Start an instance of a definition')
            [CompletionResult]::new('instance', 'instance', [CompletionResultType]::ParameterValue, 'Show an instance with its variables and step history')
            [CompletionResult]::new('signal', 'signal', [CompletionResultType]::ParameterValue, 'Complete the user task an instance waits for')
            [CompletionResult]::new('callback', 'callback', [CompletionResultType]::ParameterValue, 'Deliver the callback an instance waits for')
            [CompletionResult]::new('cancel', 'cancel', [CompletionResultType]::ParameterValue, 'Cancel an instance')
            break
        }
        'bank;help;process;register' {
            break
        }
        'bank;help;process;list' {
            break
        }
        'bank;help;process;show' {
            break
        }
        'bank;help;process;start' {
            break
        }
        'bank;help;process;instance' {
            break
        }
        'bank;help;process;signal' {
            break
        }
        'bank;help;process;callback' {
            break
        }
        'bank;help;process;cancel' {
            break
        }
        'bank;help;jobs' {
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a recurring job')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a job (unset flags keep their values)')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show a job, its code and its latest runs')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs')
            [CompletionResult]::new('run', 'run', [CompletionResultType]::ParameterValue, 'Run a job now, outside its schedule')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a job (its run history stays)')
            [CompletionResult]::new('run-due', 'run-due', [CompletionResultType]::ParameterValue, 'Run every job that is due, once, and exit (for cron)')
            break
        }
        'bank;help;jobs;create' {
            break
        }
        'bank;help;jobs;update' {
            break
        }
        'bank;help;jobs;show' {
            break
        }
        'bank;help;jobs;list' {
            break
        }
        'bank;help;jobs;run' {
            break
        }
        'bank;help;jobs;delete' {
            break
        }
        'bank;help;jobs;run-due' {
            break
        }
        'bank;help;eod' {
            [CompletionResult]::new('run', 'run', [CompletionResultType]::ParameterValue, 'Close a business day: expire pendings, clear due cheques, snapshot balances, seal the books')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'The recent closes of business (or one day''s), with their steps')
            break
        }
        'bank;help;eod;run' {
            break
        }
        'bank;help;eod;status' {
            break
        }
        'bank;help;verify' {
            break
        }
        'bank;help;doctor' {
            break
        }
        'bank;help;bench' {
            [CompletionResult]::new('journal', 'journal', [CompletionResultType]::ParameterValue, 'Post journals through the full command path; report throughput and latency')
            [CompletionResult]::new('deposits', 'deposits', [CompletionResultType]::ParameterValue, 'Deposits by N concurrent clients for a fixed time (settle or approve flow; library or HTTP)')
            [CompletionResult]::new('activities', 'activities', [CompletionResultType]::ParameterValue, 'Bulk-insert N synthetic activities, then time filtered page queries (p50/p99), and first, deep and cursor pages over HTTP')
            [CompletionResult]::new('lists', 'lists', [CompletionResultType]::ParameterValue, 'Time first, deep and cursor pages of the journal and transaction lists over HTTP, and a streamed export of the journal entries (rows/s, peak memory)')
            [CompletionResult]::new('eod', 'eod', [CompletionResultType]::ParameterValue, 'Add N empty accounts, close yesterday''s business, and report each step''s time and accounts/s')
            break
        }
        'bank;help;bench;journal' {
            break
        }
        'bank;help;bench;deposits' {
            break
        }
        'bank;help;bench;activities' {
            break
        }
        'bank;help;bench;lists' {
            break
        }
        'bank;help;bench;eod' {
            break
        }
        'bank;help;completions' {
            break
        }
        'bank;help;man' {
            break
        }
        'bank;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
