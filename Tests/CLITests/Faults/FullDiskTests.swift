import DuoMockup
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A full disk, made with a small tmpfs (root only; skipped with a note otherwise): every command
/// says so in one error line and exits 2, or 1 for a batch that wrote some items; it leaves no
/// temporary file and nothing that does not decode.
@Suite(.serialized) struct FullDiskTests {
    /// A tmpfs of `kilobytes` mounted on `path` for the life of the value.
    final class SmallDisk {
        let path: String
        init?(at path: String, kilobytes: Int) {
            self.path = path
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            guard getuid() == 0, let mounted = try? Subprocess.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]),
                  mounted.status == 0 else { return nil }
        }
        deinit { _ = try? Subprocess.run("/bin/umount", [path]) }

        /// Fills the disk (`filler.bin`) until a write fails: then every write fails.
        func fill() {
            let fd = open(path + "/filler.bin", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
            defer { close(fd) }
            let block = [UInt8](repeating: 0xA5, count: 4096)
            while block.withUnsafeBytes({ write(fd, $0.baseAddress!, $0.count) }) > 0 {}
            let byte: [UInt8] = [1]
            while byte.withUnsafeBytes({ write(fd, $0.baseAddress!, 1) }) > 0 {}
        }
    }

    /// True where a tmpfs can be mounted (as root on Linux: CI); the suite is skipped elsewhere.
    static let available: Bool = {
        #if os(Linux)
        let probe = NSTemporaryDirectory() + "duo-full-disk-probe-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: probe) }
        if SmallDisk(at: probe, kilobytes: 8) != nil { return true }
        #endif
        print("FullDiskTests skipped: mounting a small tmpfs needs root on Linux")
        return false
    }()

    @Test(.enabled(if: FullDiskTests.available),
          arguments: ["render", "convert", "text", "gallery", "compose", "sweep", "animate", "animate-frames", "animate-mp4"])
    func aFullDiskIsOneLineAndStatusTwo(command: String) throws {
        if command == "animate-mp4" && !FaultProject.hasFFmpeg { return }
        let project = try FaultProject("duo-full-\(command)")
        guard let disk = SmallDisk(at: project("disk"), kilobytes: 64) else { Issue.record("cannot mount"); return }
        disk.fill()
        let run = try RunningTool.run(project.commands(into: disk.path)[command]!, errorFile: project("stderr"))
        let lines = run.error.split(separator: "\n")
        let errors = lines.filter { $0.hasPrefix("duo-mockup: error: ") }
        #expect(run.status == 2, "\(run.error)")
        if ["gallery", "compose"].contains(command) {
            // A batch names each failed item (each on the full disk), and at most one more error.
            let failures = lines.filter { $0.contains(": cannot write: ") }
            #expect(errors.count <= 1 && !failures.isEmpty && failures.allSatisfy { $0.contains("No space left on device") }, "\(run.error)")
        } else {
            #expect(errors.count == 1 && errors[0].contains("No space left on device") && errors[0].contains(disk.path), "\(run.error)")
        }
        #expect(FaultFiles.temporaries(in: disk.path) == [], "\(FaultFiles.all(in: disk.path))")
        #expect(FaultFiles.undecodable(in: disk.path) == [], "\(FaultFiles.all(in: disk.path))")
    }

    /// Room for the first item and no more (one job, so the order is known): status 1, what was
    /// written decodes, and the failures name the full disk.
    @Test(.enabled(if: FullDiskTests.available), arguments: ["gallery", "compose"])
    func aBatchThatWroteSomeItemsExitsOne(command: String) throws {
        let project = try FaultProject("duo-full-some-\(command)")
        guard let disk = SmallDisk(at: project("disk"), kilobytes: 32) else { Issue.record("cannot mount"); return }
        let arguments = project.commands(into: disk.path)[command]!.map { $0 == "2" ? "1" : $0 }
        let run = try RunningTool.run(arguments, errorFile: project("stderr"))
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("No space left on device"), "\(run.error)")
        let written = FaultFiles.all(in: disk.path).filter { !$0.hasPrefix(".gallery") && $0.hasSuffix(".png") }
        #expect(!written.isEmpty, "\(run.error)")
        #expect(FaultFiles.temporaries(in: disk.path) == [] && FaultFiles.undecodable(in: disk.path) == [], "\(FaultFiles.all(in: disk.path))")
    }
}
