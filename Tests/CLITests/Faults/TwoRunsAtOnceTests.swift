import DuoMockup
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two runs on one output folder: the second waits for the first (an advisory lock on
/// `OUTDIR/.gallery/lock`), says so, and then finishes, so stamps and records never interleave;
/// shards of one gallery still run side by side.
@Suite(.serialized) struct TwoRunsAtOnceTests {
    /// Holds `OUTDIR/.gallery/lock` (or another lock file there) as another run would.
    final class HeldLock {
        let fd: Int32
        init(_ path: String, mode: Int32 = LOCK_EX) throws {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0, flock(fd, mode) == 0 else { throw RunningTool.CannotStart(description: "cannot lock \(path)") }
        }
        func release() { close(fd) }
    }

    @Test(arguments: ["compose", "gallery", "sweep", "animate-frames"])
    func aRunWaitsWhileAnotherHoldsTheFolder(command: String) throws {
        let project = try FaultProject("duo-two-\(command)")
        let out = project("out")
        let folder = command == "animate-frames" ? out + "/frames" : out
        let held = try HeldLock(folder + "/.gallery/lock")
        let tool = try RunningTool(project.commands(into: out)[command]!, errorFile: project("stderr"))
        let said = tool.waitUntil(seconds: 60) { tool.standardError.contains("waiting for another run") }
        // While it waits it writes nothing.
        usleep(500_000)
        let meanwhile = FaultFiles.all(in: folder).filter { !$0.hasPrefix(".gallery") }
        held.release()
        let end = tool.wait()
        #expect(said, "\(tool.standardError)")
        #expect(meanwhile == [], "written while another run held the folder: \(meanwhile)")
        #expect(end.status == 0 && !end.signalled, "\(end) \(tool.standardError)")
        #expect(FaultFiles.undecodable(in: out) == [])
    }

    /// Two compose or two gallery runs started together: both finish, one having waited, and a
    /// third run finds every output up to date (it rewrites none: same inodes; the gallery's
    /// contact sheet and page are remade every run).
    @Test(arguments: ["compose", "gallery"])
    func twoRunsAtOnceBothFinishAndAThirdFindsEverythingUpToDate(command: String) throws {
        let project = try FaultProject("duo-two-race-\(command)")
        let out = project("out")
        let arguments = project.commands(into: out)[command]!
        let a = try RunningTool(arguments, errorFile: project("a.err"))
        let b = try RunningTool(arguments, errorFile: project("b.err"))
        let ends = [a.wait(), b.wait()]
        #expect(ends.allSatisfy { $0.status == 0 && !$0.signalled }, "\(ends) \(a.standardError) \(b.standardError)")
        #expect(a.standardError.contains("waiting") || b.standardError.contains("waiting"), "neither waited")
        #expect(FaultFiles.temporaries(in: out) == [] && FaultFiles.undecodable(in: out) == [])
        let outputs = FaultFiles.all(in: out).filter {
            !$0.hasPrefix(".gallery") && !["index.html", "contact-sheet.png"].contains($0) && !FaultFiles.isFolder(out + "/" + $0)
        }
        func inodes() -> [UInt64] {
            outputs.map { ((try? FileManager.default.attributesOfItem(atPath: out + "/" + $0))?[.systemFileNumber] as? UInt64) ?? 0 }
        }
        let before = inodes()
        let third = try RunningTool.run(arguments, errorFile: project("c.err"))
        #expect(third.status == 0, "\(third.error)")
        #expect(!outputs.isEmpty && inodes() == before, "the third run rewrote outputs: \(third.error)")
    }

    @Test func disjointShardsOfOneGalleryDoNotWaitForEachOther() throws {
        let project = try FaultProject("duo-two-shards")
        let out = project("out")
        let held = try HeldLock(out + "/.gallery/lock-shard-1-of-2")
        defer { held.release() }
        let shared = try HeldLock(out + "/.gallery/lock", mode: LOCK_SH)
        defer { shared.release() }
        let second = try RunningTool.run(project.commands(into: out)["gallery"]! + ["--shard", "2/2"], errorFile: project("err"))
        #expect(second.status == 0 && !second.error.contains("waiting"), "\(second.error)")
    }
}
