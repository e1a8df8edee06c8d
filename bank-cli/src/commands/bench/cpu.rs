//! CPU time spent over a run, per transaction: this process's (every thread:
//! the clients, the bank, and over HTTP its server) and the whole machine's
//! (with PostgreSQL on the same machine, the server's too). Throughput on a
//! shared machine swings from run to run; the CPU a transaction costs swings
//! much less, so a change is judged by both. And the busiest thread's: one
//! thread near a second of CPU a second is the run's bound however idle the
//! rest (SQLite's one writer). Linux only (`/proc`); elsewhere the figures
//! are absent.

/// Ticks of `/proc`'s clock per second: `USER_HZ`, which Linux fixes at 100
/// for what it reports there, whatever the kernel's own tick rate.
const TICKS_PER_SECOND: f64 = 100.0;

/// CPU ticks used so far.
pub struct CpuClock {
    process: Option<u64>,
    machine: Option<u64>,
    /// Each thread's id, name and ticks.
    threads: Vec<(u32, String, u64)>,
}

/// Microseconds of CPU per transaction.
pub struct CpuSpent {
    pub process_us: Option<f64>,
    pub machine_us: Option<f64>,
    pub busiest: Option<Busiest>,
}

/// The thread that used the most CPU over the run, of those alive at its end.
#[derive(Debug)]
pub struct Busiest {
    /// As the kernel keeps it (15 bytes at most).
    pub name: String,
    /// Its CPU per transaction.
    pub us: f64,
    /// Its CPU over the run.
    pub seconds: f64,
}

impl CpuClock {
    pub fn now() -> CpuClock {
        CpuClock { process: process_ticks(), machine: machine_busy_ticks(), threads: thread_ticks() }
    }

    /// What each of `transactions` cost from `self` to `later` (none done: absent).
    pub fn per_transaction(&self, later: &CpuClock, transactions: usize) -> CpuSpent {
        let per = |ticks: u64| (transactions > 0).then(|| seconds(ticks) / transactions as f64 * 1e6);
        let spent = |before: Option<u64>, after: Option<u64>| per(after?.checked_sub(before?)?);
        // A thread started during the run spent all its ticks in it.
        let busiest = later
            .threads
            .iter()
            .map(|(tid, name, after)| {
                let before = self.threads.iter().find(|(t, n, _)| t == tid && n == name).map_or(0, |(.., b)| *b);
                (name, after.saturating_sub(before))
            })
            .max_by_key(|(_, ticks)| *ticks)
            .and_then(|(name, ticks)| Some(Busiest { name: name.clone(), us: per(ticks)?, seconds: seconds(ticks) }));
        CpuSpent {
            process_us: spent(self.process, later.process),
            machine_us: spent(self.machine, later.machine),
            busiest,
        }
    }
}

fn seconds(ticks: u64) -> f64 {
    ticks as f64 / TICKS_PER_SECOND
}

/// User and system time of every thread of this process.
fn process_ticks() -> Option<u64> {
    stat_ticks(&std::fs::read_to_string("/proc/self/stat").ok()?).map(|(_, ticks)| ticks)
}

/// Each thread's id, name and user and system time (`/proc/self/task/*/stat`).
fn thread_ticks() -> Vec<(u32, String, u64)> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else { return Vec::new() };
    tasks
        .filter_map(|task| {
            let task = task.ok()?;
            let tid = task.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(task.path().join("stat")).ok()?;
            let (name, ticks) = stat_ticks(&stat)?;
            Some((tid, name.to_owned(), ticks))
        })
        .collect()
}

/// The name and user and system time of a `stat` line: fields 14 and 15,
/// counted after the name in parentheses, which may hold spaces.
fn stat_ticks(stat: &str) -> Option<(&str, u64)> {
    let (open, close) = (stat.find('(')?, stat.rfind(')')?);
    let fields: Vec<&str> = stat.get(close + 1..)?.split_whitespace().collect();
    // After the name: state is field 3 of the line, so utime (14) is index 11.
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some((stat.get(open + 1..close)?, user + system))
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

    /// Spins until the calling thread has used `ticks` more of CPU: spinning
    /// for a wall-clock time uses less on a busy machine (a build beside it).
    fn spin_for(ticks: u64) {
        let own = || std::fs::read_to_string("/proc/thread-self/stat").ok().and_then(|s| Some(stat_ticks(&s)?.1));
        let Some(start) = own() else { return };
        let mut spins = 0_u64;
        while own().is_some_and(|now| now < start + ticks) {
            spins = std::hint::black_box(spins + 1);
        }
    }

    #[test]
    fn a_busy_loop_costs_this_process_and_the_machine_cpu() {
        let clock = CpuClock::now();
        spin_for(30);
        let later = CpuClock::now();
        let spent = clock.per_transaction(&later, 1);
        if cfg!(target_os = "linux") {
            // 300 ms of this thread's CPU, read by a 10 ms clock.
            assert!(spent.process_us.is_some_and(|us| us >= 300_000.0), "{:?}", spent.process_us);
            assert!(spent.machine_us.is_some_and(|us| us >= 200_000.0), "{:?}", spent.machine_us);
        }
        assert!(clock.per_transaction(&later, 0).process_us.is_none());
    }

    #[test]
    fn the_busiest_thread_is_named_with_its_cpu() {
        if !cfg!(target_os = "linux") {
            return;
        }
        let clock = CpuClock::now();
        // The clock is read before the thread ends: a thread gone is not seen.
        let spinner = std::thread::Builder::new().name("bench-spinner".into()).spawn(|| {
            spin_for(50);
            CpuClock::now()
        });
        let later = spinner.expect("spawn").join().expect("join");
        let busiest = clock.per_transaction(&later, 10).busiest.expect("threads read");
        assert_eq!(busiest.name, "bench-spinner");
        assert!(busiest.seconds >= 0.5 && busiest.us >= 50_000.0, "{busiest:?}");
        assert_eq!(stat_ticks("7 (a (b) c) R 1 1 1 0 -1 0 0 0 0 0 12 3 0 0"), Some(("a (b) c", 15)));
    }
}
