import Foundation
import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every temporary file this process is writing (`AtomicFile`, `AtomicFileStream`, and through a
/// stream the output a child process such as ffmpeg writes), so that an interruption can remove
/// them all and a later run can tell a leftover of a killed one from a file in use. Each is named
/// `.NAME.duo-XXXX.tmp` beside its destination. Invariants: a temporary file is registered from
/// before it exists until it is renamed into place or removed, and locked (`flock`) by this
/// process all that time, so an unlocked file of that form is one a killed process left; once
/// `removeAllForInterruption` has begun, no temporary file is created.
package enum TemporaryFiles {
    /// A temporary file made by `create`: the descriptor to write, the one that holds its lock
    /// until `release`, and its folder, held open so that the rename lands in the folder the file
    /// was made in even if a link takes the folder's name meanwhile.
    struct Temporary {
        let path: String
        /// The temporary file's name in `folderDescriptor`'s folder.
        let name: String
        let descriptor: Int32
        let lockDescriptor: Int32
        /// -1 when the folder could not be opened (then paths are used).
        let folderDescriptor: Int32

        /// Renames the file to `finalName` in its folder; false (errno set) on failure.
        func rename(to finalName: String, path finalPath: String) -> Bool {
            folderDescriptor >= 0 ? renameat(folderDescriptor, name, folderDescriptor, finalName) == 0
                : systemRename(self.path, finalPath) == 0
        }

        /// Removes the file.
        func remove() {
            if folderDescriptor >= 0 { unlinkat(folderDescriptor, name, 0) } else { unlink(path) }
        }
    }

    private static let registry = Registry()

    /// The part of a temporary file's name that says it is ours: `.NAME` + marker + `XXXX.tmp`.
    static let marker = ".duo-"

    /// Creates, locks and registers a new temporary file beside `path`, after removing from that
    /// folder (the first time this process writes there) the temporary files killed runs left.
    /// With `folder`, the folder must still be that one (not a link or another folder put in its
    /// place since it was checked), else nothing is created.
    static func create(for path: String, in expected: FileIdentity? = nil) throws -> Temporary {
        let folder = PathText.folder(path)
        // NAME_MAX is 255 bytes on Linux and APFS alike: a long name is shortened in the
        // temporary name (never in the destination's).
        var base = PathText.lastComponent(path)
        while base.utf8.count > 255 - 1 - marker.utf8.count - 13 - 4 { base.removeLast() }
        return try registry.locked { state in
            guard !state.stopped else { throw CodecError(file: path, reason: .interrupted) }
            let folderLock = FolderLock(folder)
            var keepFolder = false
            defer { folderLock.unlock(keepingOpen: keepFolder) }
            if let expected, folderLock.identity != expected {
                throw CodecError(file: path, reason: .folderReplaced)
            }
            if let id = folderLock.identity, state.swept.insert(Registry.Folder(path: folder, identity: id)).inserted {
                folderLock.removeAbandoned(besides: Set(state.files.keys))
            }
            let at = folderLock.descriptor >= 0 ? folderLock.descriptor : AT_FDCWD
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<16 {
                let suffix = String(generator.next() as UInt64, radix: 36)
                let name = ".\(base)\(marker)\(suffix).tmp"
                let temporary = "\(folder)/" + name
                let descriptor = openat(at, folderLock.descriptor >= 0 ? name : temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                if descriptor < 0 {
                    if errno == EEXIST { continue }
                    break
                }
                // A second descriptor holds the lock, so that the file stays locked after the
                // writing one is closed (and its errors read) until it is renamed.
                var lockDescriptor = openat(at, folderLock.descriptor >= 0 ? name : temporary, O_RDONLY | O_CLOEXEC)
                if lockDescriptor < 0 { lockDescriptor = fcntl(descriptor, F_DUPFD_CLOEXEC, 0) }
                _ = flock(lockDescriptor, LOCK_EX | LOCK_NB)
                keepFolder = true
                let made = Temporary(path: temporary, name: name, descriptor: descriptor, lockDescriptor: lockDescriptor,
                                     folderDescriptor: folderLock.descriptor)
                state.files[temporary] = Registry.Entry(temporary: made)
                return made
            }
            throw CodecError(file: path, reason: .cannotCreateTemporary(folder: folder, errno: errno))
        }
    }

    /// Forgets `temporary` once it has been renamed into place or removed, and drops its lock.
    static func release(_ temporary: Temporary) {
        registry.locked { state in
            if state.files.removeValue(forKey: temporary.path) != nil {
                close(temporary.lockDescriptor)
                if temporary.folderDescriptor >= 0 { close(temporary.folderDescriptor) }
            }
        }
    }

    /// Starts the process that writes `temporary` (`start` runs it and returns its pid) with the
    /// registry held, so that an interruption cannot fall between its start and its record: it
    /// comes first (and `start` is not called) or it finds the writer and ends it. Without this a
    /// writer started as the signal came outlived the removal and made the file again.
    public static func startWriter(of temporary: String, _ start: () throws -> Int32) throws {
        try registry.locked { state in
            guard !state.stopped else { throw CodecError(file: temporary, reason: .interruptedBeforeWriter) }
            let pid = try start()
            state.files[temporary]?.writer = pid
        }
    }

    /// The process that wrote `temporary` has ended.
    public static func clearWriter(of temporary: String) {
        registry.locked { state in state.files[temporary]?.writer = nil }
    }

    /// For an interruption (SIGINT, SIGTERM, SIGHUP): stops every later `create`, ends the child
    /// processes that write temporary files, and removes every temporary file; returns how many.
    /// The process is expected to end right after.
    public static func removeAllForInterruption() -> Int {
        registry.locked { state in
            state.stopped = true
            for entry in state.files.values {
                guard let pid = entry.writer else { continue }
                kill(pid, SIGKILL)
                // Wait for it to be gone without reaping it (Foundation's Process reaps it).
                var info = siginfo_t()
                while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
            }
            var removed = 0
            for entry in state.files.values {
                var st = stat()
                if lstat(entry.temporary.path, &st) == 0 { removed += 1 }
                entry.temporary.remove()
                close(entry.temporary.lockDescriptor)
            }
            state.files = [:]
            return removed
        }
    }

    /// True for a name of the form `create` gives: `.NAME.duo-XXXX.tmp`, XXXX base-36 digits.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let mark = name.range(of: marker, options: .backwards) else {
            return false
        }
        let digits = name[mark.upperBound..<name.index(name.endIndex, offsetBy: -4)]
        return !digits.isEmpty && digits.count <= 13 && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0.isLowercase) }
    }

    /// The registered files and the folders already swept, under one lock.
    private final class Registry: @unchecked Sendable {
        struct Entry {
            let temporary: Temporary
            var writer: Int32?
        }
        /// A folder swept: its path as given and its identity (a removed folder's inode may be reused).
        struct Folder: Hashable {
            let path: String
            let identity: FileIdentity
        }
        struct State {
            var files: [String: Entry] = [:]
            var swept: Set<Folder> = []
            var stopped = false
        }
        private let lock = NSLock()
        private var state = State()

        func locked<T>(_ body: (inout State) throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body(&state)
        }
    }
}

#if canImport(Glibc)
private let systemRename = Glibc.rename
#elseif canImport(Darwin)
private let systemRename = Darwin.rename
#endif

/// A folder's advisory lock around making and sweeping temporary files: shared while one is
/// created and locked, exclusive while leftovers are swept, so that a sweep never sees a file in
/// the instant between its creation and its lock. Where the folder cannot be locked (a file
/// system without locks) nothing is swept.
private struct FolderLock {
    let folder: String
    /// The folder, open (-1 when it cannot be opened).
    let descriptor: Int32
    /// The folder's identity, when it could be opened and locked.
    let identity: FileIdentity?

    init(_ folder: String) {
        self.folder = folder
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        var st = stat()
        if descriptor >= 0, fstat(descriptor, &st) == 0, flock(descriptor, LOCK_SH) == 0 {
            identity = FileIdentity(st)
        } else {
            identity = nil
        }
    }

    /// Drops the lock; closes the folder unless a temporary file made in it keeps it.
    func unlock(keepingOpen: Bool) {
        guard descriptor >= 0 else { return }
        if keepingOpen { flock(descriptor, LOCK_UN) } else { close(descriptor) }
    }

    /// Removes the unlocked temporary files in the folder (none of `besides`, this process's own).
    func removeAbandoned(besides own: Set<String>) {
        guard descriptor >= 0, flock(descriptor, LOCK_EX) == 0 else { return }
        defer { flock(descriptor, LOCK_SH) }
        guard let handle = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if TemporaryFiles.isTemporaryName(name) { names.append(name) }
        }
        closedir(handle)
        for name in names where !own.contains(folder + "/" + name) {
            let path = folder + "/" + name
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var opened = stat(), named = stat()
            // A regular file nobody holds, still the one at that name.
            guard fstat(fd, &opened) == 0, (opened.st_mode & S_IFMT) == S_IFREG, flock(fd, LOCK_EX | LOCK_NB) == 0,
                  lstat(path, &named) == 0, named.st_ino == opened.st_ino, named.st_dev == opened.st_dev else { continue }
            unlink(path)
        }
    }
}
