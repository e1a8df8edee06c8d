
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or migrate the database and seed roles and the admin user (idempotent)')
            [CompletionResult]::new('demo', 'demo', [CompletionResultType]::ParameterValue, 'Load a realistic demo dataset and print its manifest (idempotent)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the HTTP interface')
            [CompletionResult]::new('exec', 'exec', [CompletionResultType]::ParameterValue, 'Run any registered command with a JSON request; prints the wire response')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Access tokens for staff users')
            [CompletionResult]::new('user', 'user', [CompletionResultType]::ParameterValue, 'Staff users')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Roles, their permissions and approval limits')
            [CompletionResult]::new('branch', 'branch', [CompletionResultType]::ParameterValue, 'Branches')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print shell completions (or write them all with --dir)')
            [CompletionResult]::new('man', 'man', [CompletionResultType]::ParameterValue, 'Write man pages')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;init' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;demo' {
            [CompletionResult]::new('--token-ttl', '--token-ttl', [CompletionResultType]::ParameterName, 'Lifetime of the tokens printed in the manifest')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;serve' {
            [CompletionResult]::new('-l', '-l', [CompletionResultType]::ParameterName, 'Address to listen on; port 0 picks a free port (printed on start)')
            [CompletionResult]::new('--listen', '--listen', [CompletionResultType]::ParameterName, 'Address to listen on; port 0 picks a free port (printed on start)')
            [CompletionResult]::new('--body-limit-bytes', '--body-limit-bytes', [CompletionResultType]::ParameterName, 'Largest request body accepted, in bytes')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('--log-json', '--log-json', [CompletionResultType]::ParameterName, 'Log lines as JSON instead of text')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;exec' {
            [CompletionResult]::new('-d', '-d', [CompletionResultType]::ParameterName, 'The request: inline JSON, @FILE, or - for standard input')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'The request: inline JSON, @FILE, or - for standard input')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;token' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a bearer token for a staff user (needs tokens.issue)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;token;issue' {
            [CompletionResult]::new('--ttl', '--ttl', [CompletionResultType]::ParameterName, 'Lifetime, e.g. 15m, 8h, 30d (at most 90d)')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
        'bank;user' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;list' {
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;disable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;user;enable' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List roles with their approval limits and permissions')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bank;role;list' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;list' {
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Only branches in this state: 0 Active, 1 NotActive, 2 Deleted')
            [CompletionResult]::new('--search', '--search', [CompletionResultType]::ParameterName, 'Text to find in the code or name')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'page')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'page-size')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;show' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;branch;set-state' {
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
        'bank;completions' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Write completions for every supported shell into this folder')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;man' {
            [CompletionResult]::new('--dir', '--dir', [CompletionResultType]::ParameterName, 'Folder to write the pages into')
            [CompletionResult]::new('--database-url', '--database-url', [CompletionResultType]::ParameterName, 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...')
            [CompletionResult]::new('--as', '--as', [CompletionResultType]::ParameterName, 'Staff user to act as; every check and audit record names this user')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format: tables for people, the wire JSON for scripts')
            [CompletionResult]::new('--config', '--config', [CompletionResultType]::ParameterName, 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Answer yes to confirmations of destructive commands')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bank;help' {
            [CompletionResult]::new('init', 'init', [CompletionResultType]::ParameterValue, 'Create or migrate the database and seed roles and the admin user (idempotent)')
            [CompletionResult]::new('demo', 'demo', [CompletionResultType]::ParameterValue, 'Load a realistic demo dataset and print its manifest (idempotent)')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Serve the HTTP interface')
            [CompletionResult]::new('exec', 'exec', [CompletionResultType]::ParameterValue, 'Run any registered command with a JSON request; prints the wire response')
            [CompletionResult]::new('token', 'token', [CompletionResultType]::ParameterValue, 'Access tokens for staff users')
            [CompletionResult]::new('user', 'user', [CompletionResultType]::ParameterValue, 'Staff users')
            [CompletionResult]::new('role', 'role', [CompletionResultType]::ParameterValue, 'Roles, their permissions and approval limits')
            [CompletionResult]::new('branch', 'branch', [CompletionResultType]::ParameterValue, 'Branches')
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
        'bank;help;token' {
            [CompletionResult]::new('issue', 'issue', [CompletionResultType]::ParameterValue, 'Issue a bearer token for a staff user (needs tokens.issue)')
            break
        }
        'bank;help;token;issue' {
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
