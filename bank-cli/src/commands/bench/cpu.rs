//! CPU time spent over a run, per transaction: this process's (every thread:
//! the clients, the bank, and over HTTP its server) and the whole machine's
//! (with PostgreSQL on the same machine, the server's too). Throughput on a
//! shared machine swings from run to run; the CPU a transaction costs swings
//! much less, so a change is judged by both. Linux only (`/proc`); elsewhere
//! the figures are absent.

/// Ticks of `/proc`'s clock per second: `USER_HZ`, which Linux fixes at 100
/// for what it reports there, whatever the kernel's own tick rate.
const TICKS_PER_SECOND: f64 = 100.0;

/// CPU ticks used so far.
#[derive(Clone, Copy)]
pub struct CpuClock {
    process: Option<u64>,
    machine: Option<u64>,
}

/// Microseconds of CPU per transaction.
pub struct CpuSpent {
    pub process_us: Option<f64>,
    pub machine_us: Option<f64>,
}

impl CpuClock {
    pub fn now() -> CpuClock {
        CpuClock { process: process_ticks(), machine: machine_busy_ticks() }
    }

    /// What each of `transactions` cost from `self` to `later` (none done: absent).
    pub fn per_transaction(self, later: CpuClock, transactions: usize) -> CpuSpent {
        let per = |before: Option<u64>, after: Option<u64>| {
            let ticks = after?.checked_sub(before?)?;
            (transactions > 0).then(|| ticks as f64 / TICKS_PER_SECOND / transactions as f64 * 1e6)
        };
        CpuSpent { process_us: per(self.process, later.process), machine_us: per(self.machine, later.machine) }
    }
}

/// User and system time of every thread of this process (`/proc/self/stat`
/// fields 14 and 15, counted after the command name, which may hold spaces).
fn process_ticks() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after_name = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    // After the name: state is field 3 of the line, so utime (14) is index 11.
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some(user + system)
}

/// Every core's busy time (`/proc/stat`'s `cpu` line): user, nice, system,
/// interrupts and soft interrupts; idle and waiting for the disk left out.
/// The kernel samples these at its tick, so work in bursts shorter than a
/// tick (many wake-ups) reads somewhat low: compare runs with each other,
/// not with the process's own figure.
fn machine_busy_ticks() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().find(|l| l.starts_with("cpu "))?;
    let ticks: Vec<u64> = line.split_whitespace().skip(1).map_while(|t| t.parse().ok()).collect();
    let busy = |i: usize| ticks.get(i).copied();
    Some(busy(0)? + busy(1)? + busy(2)? + busy(5)? + busy(6)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_loop_costs_this_process_and_the_machine_cpu() {
        let clock = CpuClock::now();
        let until = std::time::Instant::now() + std::time::Duration::from_millis(300);
        let mut spins = 0_u64;
        while std::time::Instant::now() < until {
            spins = std::hint::black_box(spins + 1);
        }
        let later = CpuClock::now();
        let spent = clock.per_transaction(later, 1);
        if cfg!(target_os = "linux") {
            // 300 ms of spinning, read by a 10 ms clock.
            assert!(spent.process_us.is_some_and(|us| us >= 200_000.0), "{:?}", spent.process_us);
            assert!(spent.machine_us.is_some_and(|us| us >= 200_000.0), "{:?}", spent.machine_us);
        }
        assert!(clock.per_transaction(later, 0).process_us.is_none());
    }
}
