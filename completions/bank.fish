# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_bank_global_optspecs
    string join \n database-url= as= o/output= y/yes config= h/help V/version
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
complete -c bank -n "__fish_bank_needs_command" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_needs_command" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_needs_command" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_needs_command" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_needs_command" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_needs_command" -f -a "init" -d 'Create or migrate the database and seed roles and the admin user (idempotent)'
complete -c bank -n "__fish_bank_needs_command" -f -a "demo" -d 'Load a realistic demo dataset and print its manifest (idempotent)'
complete -c bank -n "__fish_bank_needs_command" -f -a "serve" -d 'Serve the HTTP interface'
complete -c bank -n "__fish_bank_needs_command" -f -a "exec" -d 'Run any registered command with a JSON request; prints the wire response'
complete -c bank -n "__fish_bank_needs_command" -f -a "token" -d 'Access tokens for staff users'
complete -c bank -n "__fish_bank_needs_command" -f -a "user" -d 'Staff users'
complete -c bank -n "__fish_bank_needs_command" -f -a "role" -d 'Roles, their permissions and approval limits'
complete -c bank -n "__fish_bank_needs_command" -f -a "branch" -d 'Branches'
complete -c bank -n "__fish_bank_needs_command" -f -a "completions" -d 'Print shell completions (or write them all with --dir)'
complete -c bank -n "__fish_bank_needs_command" -f -a "man" -d 'Write man pages'
complete -c bank -n "__fish_bank_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand init" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand init" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand init" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand init" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand init" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand init" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand init" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand demo" -l token-ttl -d 'Lifetime of the tokens printed in the manifest' -r
complete -c bank -n "__fish_bank_using_subcommand demo" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand demo" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand demo" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand demo" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand demo" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand demo" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand demo" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand serve" -s l -l listen -d 'Address to listen on; port 0 picks a free port (printed on start)' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l body-limit-bytes -d 'Largest request body accepted, in bytes' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand serve" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand serve" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand serve" -l log-json -d 'Log lines as JSON instead of text'
complete -c bank -n "__fish_bank_using_subcommand serve" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand serve" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand serve" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand exec" -s d -l data -d 'The request: inline JSON, @FILE, or - for standard input' -r
complete -c bank -n "__fish_bank_using_subcommand exec" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand exec" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand exec" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand exec" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand exec" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand exec" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand exec" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -f -a "issue" -d 'Issue a bearer token for a staff user (needs tokens.issue)'
complete -c bank -n "__fish_bank_using_subcommand token; and not __fish_seen_subcommand_from issue help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l ttl -d 'Lifetime, e.g. 15m, 8h, 30d (at most 90d)' -r
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from issue" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from help" -f -a "issue" -d 'Issue a bearer token for a staff user (needs tokens.issue)'
complete -c bank -n "__fish_bank_using_subcommand token; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and not __fish_seen_subcommand_from add list disable enable help" -s h -l help -d 'Print help'
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
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from add" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from disable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "add" -d 'Add a staff user'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "list" -d 'List staff users'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "disable" -d 'Disable a staff user: they can no longer act and their tokens stop working'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Enable a disabled staff user'
complete -c bank -n "__fish_bank_using_subcommand user; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -f -a "list" -d 'List roles with their approval limits and permissions'
complete -c bank -n "__fish_bank_using_subcommand role; and not __fish_seen_subcommand_from list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "list" -d 'List roles with their approval limits and permissions'
complete -c bank -n "__fish_bank_using_subcommand role; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and not __fish_seen_subcommand_from create list show update set-state help" -s h -l help -d 'Print help'
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
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l state -d 'Only branches in this state: 0 Active, 1 NotActive, 2 Deleted' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l search -d 'Text to find in the code or name' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l page -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l page-size -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help'
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
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from set-state" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a branch'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "list" -d 'List branches'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show one branch by id or key'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "update" -d 'Update a branch (UpdateBranchCommand); unset fields keep their values'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "set-state" -d 'Change a branch\'s state: active, not-active, or deleted (final)'
complete -c bank -n "__fish_bank_using_subcommand branch; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand completions" -l dir -d 'Write completions for every supported shell into this folder' -r -F
complete -c bank -n "__fish_bank_using_subcommand completions" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand completions" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand completions" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand completions" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand completions" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand completions" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand completions" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand man" -l dir -d 'Folder to write the pages into' -r -F
complete -c bank -n "__fish_bank_using_subcommand man" -l database-url -d 'Database URL: sqlite://PATH (default: the user\'s data folder) or postgres://...' -r
complete -c bank -n "__fish_bank_using_subcommand man" -l as -d 'Staff user to act as; every check and audit record names this user' -r
complete -c bank -n "__fish_bank_using_subcommand man" -s o -l output -d 'Output format: tables for people, the wire JSON for scripts' -r -f -a "table\t''
json\t''"
complete -c bank -n "__fish_bank_using_subcommand man" -l config -d 'Configuration file (default: ./bank.toml, then ~/.config/bank/bank.toml)' -r -F
complete -c bank -n "__fish_bank_using_subcommand man" -s y -l yes -d 'Answer yes to confirmations of destructive commands'
complete -c bank -n "__fish_bank_using_subcommand man" -s h -l help -d 'Print help'
complete -c bank -n "__fish_bank_using_subcommand man" -s V -l version -d 'Print version'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "init" -d 'Create or migrate the database and seed roles and the admin user (idempotent)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "demo" -d 'Load a realistic demo dataset and print its manifest (idempotent)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "serve" -d 'Serve the HTTP interface'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "exec" -d 'Run any registered command with a JSON request; prints the wire response'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "token" -d 'Access tokens for staff users'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "user" -d 'Staff users'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "role" -d 'Roles, their permissions and approval limits'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "branch" -d 'Branches'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "completions" -d 'Print shell completions (or write them all with --dir)'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "man" -d 'Write man pages'
complete -c bank -n "__fish_bank_using_subcommand help; and not __fish_seen_subcommand_from init demo serve exec token user role branch completions man help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bank -n "__fish_bank_using_subcommand help; and __fish_seen_subcommand_from token" -f -a "issue" -d 'Issue a bearer token for a staff user (needs tokens.issue)'
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
