import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of each of a set of files at one moment: size, modification time to the
/// nanosecond, device and inode, or that the file is not there. Two snapshots differ for a file
/// exactly when it was written, replaced (an editor's save by rename gives a new inode), made or
/// removed in between. Polling these is how `ComposeWatch` sees edits, the same way on Linux and
/// macOS (no inotify or FSEvents). Invariant: `marks` has an entry for every path asked for.
public struct InputSnapshot: Sendable, Equatable {
    /// One file's metadata as compared; nil in `marks` when there is no file (or it cannot be stat'ed).
    public struct Mark: Sendable, Equatable {
        public var size: Int64
        public var seconds: Int
        public var nanoseconds: Int
        public var device: UInt64
        public var inode: UInt64

        /// True when the file was last modified at least `InputSnapshot.settleMargin` before
        /// `instant` (seconds since 1970, `InputSnapshot.now()`): a write after `instant` gives
        /// another mark, even on a file system with coarse times. False for a time in the future.
        public func predates(_ instant: Double) -> Bool {
            modified <= instant - InputSnapshot.settleMargin
        }

        /// True when the file was last modified at or after `instant` (`InputSnapshot.now()`).
        public func isModified(atOrAfter instant: Double) -> Bool { modified >= instant }

        /// The modification time in seconds since 1970.
        private var modified: Double { Double(seconds) + Double(nanoseconds) / 1e9 }
    }

    public private(set) var marks: [String: Mark?] = [:]

    /// How long a file must have been left alone before what was read of it may be kept against
    /// its mark (`FileHashCache`, `BezelArtCache`, `PageCheckCache`): a write within the same
    /// timestamp tick would leave the mark as it was, and file systems keep times as coarsely as
    /// 2 s (FAT; 1 s on ext3 and HFS+).
    public static let settleMargin = 2.0

    /// Stats every path in `paths` (following symbolic links, as the run reads them).
    public init(_ paths: some Sequence<String>) {
        for path in paths { marks.updateValue(Self.mark(of: path), forKey: path) }
    }

    /// This snapshot over `paths`: the marks it holds for them, and a fresh `stat` for the others
    /// (files newly watched, whose earlier state is not known). A newly watched file modified at or
    /// after `readSince` (the start of the round that read it) is held as unseen (nil), so that it
    /// counts as changed: the round may have read it before that write.
    public func covering(_ paths: some Sequence<String>, readSince: Double) -> InputSnapshot {
        var out = InputSnapshot([String]())
        for path in paths {
            if let known = marks[path] {
                out.marks.updateValue(known, forKey: path)
            } else {
                let now = Self.mark(of: path)
                out.marks.updateValue(now.map { $0.isModified(atOrAfter: readSince) } == true ? nil : now, forKey: path)
            }
        }
        return out
    }

    /// The paths whose mark differs between `self` and `other`, or that only one of them holds, sorted.
    public func changes(since other: InputSnapshot) -> [String] {
        Set(marks.keys).union(other.marks.keys).filter { marks[$0] != other.marks[$0] }.sorted()
    }

    /// Now, in seconds since 1970, as modification times count (what a mark is compared against
    /// with `Mark.predates`).
    public static func now() -> Double { Date().timeIntervalSince1970 }

    /// The mark of the file at `path`, or nil when `stat` fails.
    static func mark(of path: String) -> Mark? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
        let (seconds, nanoseconds) = (Int(st.st_mtimespec.tv_sec), Int(st.st_mtimespec.tv_nsec))
        #else
        let (seconds, nanoseconds) = (Int(st.st_mtim.tv_sec), Int(st.st_mtim.tv_nsec))
        #endif
        // By bit pattern: dev_t is a signed Int32 on Darwin.
        return Mark(size: Int64(st.st_size), seconds: seconds, nanoseconds: nanoseconds,
                    device: UInt64(truncatingIfNeeded: st.st_dev), inode: UInt64(truncatingIfNeeded: st.st_ino))
    }
}
