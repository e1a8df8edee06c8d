
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
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand init 'Create or migrate the database and seed roles and the admin user (idempotent)'
            cand demo 'Load a realistic demo dataset and print its manifest (idempotent)'
            cand serve 'Serve the HTTP interface'
            cand exec 'Run any registered command with a JSON request; prints the wire response'
            cand token 'Access tokens for staff users'
            cand user 'Staff users'
            cand role 'Roles, their permissions and approval limits'
            cand branch 'Branches'
            cand completions 'Print shell completions (or write them all with --dir)'
            cand man 'Write man pages'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;init'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;demo'= {
            cand --token-ttl 'Lifetime of the tokens printed in the manifest'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;serve'= {
            cand -l 'Address to listen on; port 0 picks a free port (printed on start)'
            cand --listen 'Address to listen on; port 0 picks a free port (printed on start)'
            cand --body-limit-bytes 'Largest request body accepted, in bytes'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand --log-json 'Log lines as JSON instead of text'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;exec'= {
            cand -d 'The request: inline JSON, @FILE, or - for standard input'
            cand --data 'The request: inline JSON, @FILE, or - for standard input'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;token'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand issue 'Issue a bearer token for a staff user (needs tokens.issue)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;token;issue'= {
            cand --ttl 'Lifetime, e.g. 15m, 8h, 30d (at most 90d)'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
        &'bank;user'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;list'= {
            cand --page 'page'
            cand --page-size 'page-size'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;disable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;user;enable'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List roles with their approval limits and permissions'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bank;role;list'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;list'= {
            cand --state 'Only branches in this state: 0 Active, 1 NotActive, 2 Deleted'
            cand --search 'Text to find in the code or name'
            cand --page 'page'
            cand --page-size 'page-size'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;show'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;branch;set-state'= {
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
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
        &'bank;completions'= {
            cand --dir 'Write completions for every supported shell into this folder'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;man'= {
            cand --dir 'Folder to write the pages into'
            cand --database-url 'Database URL: sqlite://PATH (default: the user''s data folder) or postgres://...'
            cand --as 'Staff user to act as; every check and audit record names this user'
            cand -o 'Output format: tables for people, the wire JSON for scripts'
            cand --output 'Output format: tables for people, the wire JSON for scripts'
            cand --config 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)'
            cand -y 'Answer yes to confirmations of destructive commands'
            cand --yes 'Answer yes to confirmations of destructive commands'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bank;help'= {
            cand init 'Create or migrate the database and seed roles and the admin user (idempotent)'
            cand demo 'Load a realistic demo dataset and print its manifest (idempotent)'
            cand serve 'Serve the HTTP interface'
            cand exec 'Run any registered command with a JSON request; prints the wire response'
            cand token 'Access tokens for staff users'
            cand user 'Staff users'
            cand role 'Roles, their permissions and approval limits'
            cand branch 'Branches'
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
        &'bank;help;token'= {
            cand issue 'Issue a bearer token for a staff user (needs tokens.issue)'
        }
        &'bank;help;token;issue'= {
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
        &'bank;help;completions'= {
        }
        &'bank;help;man'= {
        }
        &'bank;help;help'= {
        }
    ]
    $completions[$command]
}
