import DuoMockup
import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the fault tests look for in an output folder after a run was interrupted or killed:
/// temporary files, and outputs that do not decode.
enum FaultFiles {
    /// Every path under `folder` (relative, hidden ones included), sorted.
    static func all(in folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    /// The temporary files under `folder`: hidden names ending in `.tmp`.
    static func temporaries(in folder: String) -> [String] {
        all(in: folder).filter { ($0 as NSString).lastPathComponent.hasPrefix(".") && $0.hasSuffix(".tmp") }
    }

    /// The PNG and JPEG files under `folder` that do not decode whole (hidden bookkeeping included).
    static func undecodable(in folder: String) -> [String] {
        all(in: folder).filter { ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased()) }
            .filter { (try? ImageFile.read(path: folder + "/" + $0)) == nil }
    }
}

extension FaultFiles {
    /// True when some process holds an flock on `path` (a temporary file being written).
    static func isLocked(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return flock(fd, LOCK_EX | LOCK_NB) != 0
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }
}
