//! The SQLite write connection's file layer: the default VFS (unix), except
//! that what a connection appends to its write-ahead log is gathered in
//! memory and written with one `pwrite` when SQLite next syncs that file
//! (or calls anything else on it: a read, a truncation, its size, its close).
//!
//! SQLite writes each WAL frame as two calls, its 24-byte header and its
//! page, so a group commit of a few deposits made some eighty `pwrite`s, a
//! system call and a trip through the file system each: a fifth of the
//! writer thread's time. Gathered, a commit is a write or a few (pieces under
//! 128 KiB) and one `fsync`.
//!
//! Why this changes nothing SQLite relies on: a commit's frames reach the
//! file before SQLite syncs it, and SQLite publishes them to readers (in the
//! shared WAL index) only after that sync returns. So a reader never looks
//! for a frame still in memory, and nothing is acknowledged before it is on
//! disk, as before. This holds only where every commit syncs the WAL:
//! `synchronous = FULL` (or EXTRA) in WAL mode, which is why only such a
//! connection may open a database with [`NAME`]. Under `NORMAL` a commit
//! does not sync, and readers would look for frames not yet written.
//!
//! Only WAL files are wrapped: the database, its shared-memory index and
//! every other file are the default VFS's own objects, opened by it.

use std::ffi::{c_int, c_void};
use std::mem::{align_of, size_of};
use std::ptr;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicPtr, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use libsqlite3_sys as ffi;

/// The VFS's name, for `SqliteConnectOptions::vfs`.
pub const NAME: &str = "bank-wal-gather";
const NAME_C: &std::ffi::CStr = c"bank-wal-gather";

/// The most a WAL file holds in memory before writing it out: a group of 64
/// settled deposits writes about 3 MiB.
const GATHER_LIMIT: usize = 8 << 20;
/// The most one write hands the default VFS: unix's writes keep only the
/// low 17 bits of a length (`seekAndWriteFd`, `nBuf &= 0x1ffff`), and
/// answer a longer write as the disk full. Whole 4 KiB blocks under that.
const WRITE_LIMIT: usize = 0x1f000;

/// The default VFS this one wraps.
static INNER: AtomicPtr<ffi::sqlite3_vfs> = AtomicPtr::new(ptr::null_mut());
/// Appends made to WAL files opened here, and writes made of them.
static APPENDS: AtomicU64 = AtomicU64::new(0);
static WRITES: AtomicU64 = AtomicU64::new(0);
/// Syncs of WAL files opened here (one a commit), and the nanoseconds they
/// took with the gathered write before them: a commit's trip to the disk.
static SYNCS: AtomicU64 = AtomicU64::new(0);
static SYNC_NANOS: AtomicU64 = AtomicU64::new(0);

/// Registers the VFS (once per process; later calls answer the first's
/// outcome). It is not made the default: a connection asks for it by name.
pub fn register() -> Result<&'static str, String> {
    static REGISTERED: OnceLock<Result<(), String>> = OnceLock::new();
    REGISTERED.get_or_init(register_once).clone().map(|()| NAME)
}

/// Appends SQLite has made to WAL files opened with this VFS, and the writes
/// they were gathered into, since the process started.
pub fn wal_appends_and_writes() -> (u64, u64) {
    (APPENDS.load(Ordering::Relaxed), WRITES.load(Ordering::Relaxed))
}

/// Syncs of WAL files opened with this VFS since the process started (SQLite
/// syncs the WAL once a commit, and at a checkpoint), and the time they took,
/// the gathered write included: how long writers waited on the disk.
pub fn wal_syncs() -> (u64, Duration) {
    (SYNCS.load(Ordering::Relaxed), Duration::from_nanos(SYNC_NANOS.load(Ordering::Relaxed)))
}

fn register_once() -> Result<(), String> {
    // SAFETY: sqlite3_initialize may be called any number of times, from any
    // thread; sqlite3_vfs_find(NULL) answers the default VFS, which SQLite
    // keeps for the process's life, or NULL.
    let inner = unsafe {
        let rc = ffi::sqlite3_initialize();
        if rc != ffi::SQLITE_OK {
            return Err(format!("SQLite did not initialize (code {rc})"));
        }
        ffi::sqlite3_vfs_find(ptr::null())
    };
    if inner.is_null() {
        return Err("SQLite has no default VFS".into());
    }
    INNER.store(inner, Ordering::Release);
    // SAFETY: `inner` is the live default VFS (above). The copy keeps its
    // methods and its pAppData (unix's locking style, which its methods read
    // from whichever VFS they are handed), and differs only in its name, its
    // list link, the size of a file and how a file is opened.
    let vfs = unsafe {
        let mut vfs = *inner;
        vfs.szOsFile = (inner_offset() + (*inner).szOsFile as usize) as c_int;
        vfs.zName = NAME_C.as_ptr();
        vfs.pNext = ptr::null_mut();
        vfs.xOpen = Some(open);
        vfs
    };
    // SQLite keeps the pointer for the process's life.
    let vfs = Box::leak(Box::new(vfs));
    // SAFETY: `vfs` is a complete VFS that lives forever; not the default.
    let rc = unsafe { ffi::sqlite3_vfs_register(vfs, 0) };
    if rc != ffi::SQLITE_OK {
        return Err(format!("SQLite refused the VFS {NAME} (code {rc})"));
    }
    Ok(())
}

/// A WAL file: this header, then the default VFS's own file object.
#[repr(C)]
struct WalFile {
    /// Must come first: SQLite reads `pMethods` through a `sqlite3_file*`.
    base: ffi::sqlite3_file,
    inner: *mut ffi::sqlite3_file,
    /// Bytes appended since the last write, and the offset of the first.
    gathered: Vec<u8>,
    start: i64,
}

/// Where the default VFS's file object sits inside ours.
const fn inner_offset() -> usize {
    let align = align_of::<u64>();
    size_of::<WalFile>().div_ceil(align) * align
}

static WAL_METHODS: ffi::sqlite3_io_methods = ffi::sqlite3_io_methods {
    // Version 1: SQLite never maps or shares memory through a WAL file.
    iVersion: 1,
    xClose: Some(close),
    xRead: Some(read),
    xWrite: Some(write),
    xTruncate: Some(truncate),
    xSync: Some(sync),
    xFileSize: Some(file_size),
    xLock: Some(lock),
    xUnlock: Some(unlock),
    xCheckReservedLock: Some(check_reserved_lock),
    xFileControl: Some(file_control),
    xSectorSize: Some(sector_size),
    xDeviceCharacteristics: Some(device_characteristics),
    xShmMap: None,
    xShmLock: None,
    xShmBarrier: None,
    xShmUnmap: None,
    xFetch: None,
    xUnfetch: None,
};

/// # Safety
/// As SQLite calls `xOpen`: `file` points at `szOsFile` writable bytes.
unsafe extern "C" fn open(
    _vfs: *mut ffi::sqlite3_vfs,
    name: ffi::sqlite3_filename,
    file: *mut ffi::sqlite3_file,
    flags: c_int,
    out_flags: *mut c_int,
) -> c_int {
    let inner_vfs = INNER.load(Ordering::Acquire);
    // SAFETY: registration stored the live default VFS before this VFS
    // could be found, and a VFS always has xOpen.
    let Some(inner_open) = (unsafe { (*inner_vfs).xOpen }) else { return ffi::SQLITE_CANTOPEN };
    if flags & ffi::SQLITE_OPEN_WAL == 0 {
        // Not a WAL: the default VFS's own object, at the start of ours.
        // SAFETY: `file` has room for it (our szOsFile is larger).
        return unsafe { inner_open(inner_vfs, name, file, flags, out_flags) };
    }
    // SAFETY: `file` holds `inner_offset()` bytes for the header, then the
    // inner object's szOsFile bytes, aligned as registration laid out.
    unsafe {
        let inner = file.cast::<u8>().add(inner_offset()).cast::<ffi::sqlite3_file>();
        let rc = inner_open(inner_vfs, name, inner, flags, out_flags);
        if rc != ffi::SQLITE_OK {
            // SQLite calls no method of a file whose open failed.
            (*file).pMethods = ptr::null();
            return rc;
        }
        let wal = WalFile { base: ffi::sqlite3_file { pMethods: &WAL_METHODS }, inner, gathered: Vec::new(), start: 0 };
        ptr::write(file.cast::<WalFile>(), wal);
    }
    ffi::SQLITE_OK
}

/// # Safety
/// `file` was opened by [`open`] as a WAL file and not yet closed.
unsafe fn wal<'a>(file: *mut ffi::sqlite3_file) -> &'a mut WalFile {
    // SAFETY: as the caller promises; SQLite uses a file from one thread at a time.
    unsafe { &mut *file.cast::<WalFile>() }
}

/// The inner file's methods.
fn methods(wal: &WalFile) -> &'static ffi::sqlite3_io_methods {
    // SAFETY: the inner file opened successfully, so its methods are set,
    // and they are the default VFS's statics.
    unsafe { &*(*wal.inner).pMethods }
}

/// Writes out what was gathered, in pieces the default VFS takes whole.
/// Whatever the outcome, it is dropped: a failed write fails the commit it
/// belongs to, and SQLite writes those frames again (or others in their
/// place) before it next commits.
fn flush(wal: &mut WalFile) -> c_int {
    let Some(write) = methods(wal).xWrite else { return ffi::SQLITE_IOERR_WRITE };
    let mut rc = ffi::SQLITE_OK;
    let mut offset = wal.start;
    for piece in wal.gathered.chunks(WRITE_LIMIT) {
        // SAFETY: the inner file is open; `piece` is readable for its length
        // (under WRITE_LIMIT, so it fits a c_int).
        rc = unsafe { write(wal.inner, piece.as_ptr().cast::<c_void>(), piece.len() as c_int, offset) };
        WRITES.fetch_add(1, Ordering::Relaxed);
        if rc != ffi::SQLITE_OK {
            break;
        }
        offset += piece.len() as i64;
    }
    wal.gathered.clear();
    rc
}

unsafe extern "C" fn write(file: *mut ffi::sqlite3_file, data: *const c_void, amount: c_int, offset: i64) -> c_int {
    // SAFETY: SQLite calls this on a file `open` made a WAL file.
    let wal = unsafe { wal(file) };
    let len = usize::try_from(amount).unwrap_or(0);
    APPENDS.fetch_add(1, Ordering::Relaxed);
    let follows = offset == wal.start + wal.gathered.len() as i64;
    if !wal.gathered.is_empty() && (!follows || wal.gathered.len() + len > GATHER_LIMIT) {
        let rc = flush(wal);
        if rc != ffi::SQLITE_OK {
            return rc;
        }
    }
    if wal.gathered.is_empty() {
        wal.start = offset;
    }
    // SAFETY: SQLite hands `amount` readable bytes at `data`.
    wal.gathered.extend_from_slice(unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) });
    ffi::SQLITE_OK
}

/// Flushes, then calls the inner file's method `pick` with `call`.
fn flushed<M: Copy>(
    file: *mut ffi::sqlite3_file,
    pick: fn(&ffi::sqlite3_io_methods) -> Option<M>,
    call: impl FnOnce(M, *mut ffi::sqlite3_file) -> c_int,
) -> c_int {
    // SAFETY: SQLite calls the methods below on a file `open` made a WAL file.
    let wal = unsafe { wal(file) };
    let rc = flush(wal);
    if rc != ffi::SQLITE_OK {
        return rc;
    }
    match pick(methods(wal)) {
        Some(method) => call(method, wal.inner),
        None => ffi::SQLITE_IOERR,
    }
}

/// A method that writes out what was gathered, then passes the call on.
macro_rules! flushing {
    ($name:ident, $method:ident, $($arg:ident: $ty:ty),*) => {
        unsafe extern "C" fn $name(file: *mut ffi::sqlite3_file, $($arg: $ty),*) -> c_int {
            // SAFETY: the inner file is open; the arguments are SQLite's.
            flushed(file, |m| m.$method, |f, inner| unsafe { f(inner, $($arg),*) })
        }
    };
}

flushing!(read, xRead, data: *mut c_void, amount: c_int, offset: i64);
flushing!(truncate, xTruncate, size: i64);

unsafe extern "C" fn sync(file: *mut ffi::sqlite3_file, flags: c_int) -> c_int {
    let started = Instant::now();
    // SAFETY: the inner file is open; the flags are SQLite's.
    let rc = flushed(file, |m| m.xSync, |f, inner| unsafe { f(inner, flags) });
    SYNCS.fetch_add(1, Ordering::Relaxed);
    let nanos = u64::try_from(started.elapsed().as_nanos()).unwrap_or(u64::MAX);
    SYNC_NANOS.fetch_add(nanos, Ordering::Relaxed);
    rc
}
flushing!(file_size, xFileSize, size: *mut i64);
flushing!(file_control, xFileControl, op: c_int, arg: *mut c_void);
flushing!(lock, xLock, level: c_int);
flushing!(unlock, xUnlock, level: c_int);
flushing!(check_reserved_lock, xCheckReservedLock, out: *mut c_int);

unsafe extern "C" fn sector_size(file: *mut ffi::sqlite3_file) -> c_int {
    // SAFETY: SQLite calls this on a file `open` made a WAL file.
    let wal = unsafe { wal(file) };
    // SAFETY: the inner file is open.
    methods(wal).xSectorSize.map_or(4096, |f| unsafe { f(wal.inner) })
}

unsafe extern "C" fn device_characteristics(file: *mut ffi::sqlite3_file) -> c_int {
    // SAFETY: SQLite calls this on a file `open` made a WAL file.
    let wal = unsafe { wal(file) };
    // SAFETY: the inner file is open.
    methods(wal).xDeviceCharacteristics.map_or(0, |f| unsafe { f(wal.inner) })
}

unsafe extern "C" fn close(file: *mut ffi::sqlite3_file) -> c_int {
    // SAFETY: SQLite calls this once, last, on a file `open` made a WAL file.
    let wal = unsafe { wal(file) };
    let flushed = flush(wal);
    // SAFETY: the inner file is open; it is closed once, here.
    let closed = methods(wal).xClose.map_or(ffi::SQLITE_OK, |f| unsafe { f(wal.inner) });
    // SAFETY: `open` wrote the header; SQLite frees the memory after this.
    unsafe { ptr::drop_in_place(file.cast::<WalFile>()) };
    if flushed != ffi::SQLITE_OK { flushed } else { closed }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_once_and_is_found_by_name() {
        assert_eq!(register(), Ok(NAME));
        assert_eq!(register(), Ok(NAME));
        // SAFETY: a lookup by a NUL-terminated name.
        let found = unsafe { ffi::sqlite3_vfs_find(NAME_C.as_ptr()) };
        assert!(!found.is_null());
        // SAFETY: found above; registered VFSes live for the process.
        let size = unsafe { (*found).szOsFile as usize };
        // SAFETY: the default VFS, as registration found it.
        let inner = unsafe { (*ffi::sqlite3_vfs_find(ptr::null())).szOsFile as usize };
        assert_eq!(size, inner_offset() + inner);
        assert_eq!(inner_offset() % align_of::<u64>(), 0);
    }
}
