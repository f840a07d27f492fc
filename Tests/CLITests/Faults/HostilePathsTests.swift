import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs through links swapped in mid-run, names with newlines, names at NAME_MAX (255 bytes on
/// Linux and APFS) and paths past PATH_MAX (4096 on Linux, 1024 on Darwin), a folder where a
/// file goes: never a write outside the output folder, never a crash, one clear line each.
@Suite(.serialized) struct HostilePathsTests {
    static func run(_ arguments: [String]) -> (status: Int32, error: String) {
        let console = Console.capturing()
        let status = DuoMockupTool.run(arguments, console: console)
        return (status, console.capturedError)
    }

    /// While a gallery writes, a thread keeps swapping its sub-folder for a link to another
    /// folder: nothing is ever written into that folder, and what is written decodes.
    @Test func aFolderSwappedForALinkMidRunIsNeverWrittenThrough() throws {
        let project = try FaultProject("duo-hostile-swap")
        let out = project("out"), victim = project("victim")
        try FileManager.default.createDirectory(atPath: out + "/en-US", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        try project.scratch.write("victim/closed-closed.png", Array("not yours".utf8))
        let before = FaultFiles.all(in: victim)
        let stop = Flag()
        let swapper = Thread {
            while !stop.isSet {
                rename(out + "/en-US", out + "/en-US.real")
                symlink(victim, out + "/en-US")
                usleep(300)
                unlink(out + "/en-US")
                rename(out + "/en-US.real", out + "/en-US")
                usleep(300)
            }
            stop.done()
        }
        swapper.start()
        for _ in 0..<3 {
            _ = Self.run(project.commands(into: out)["gallery"]!.map { $0 == project("shots/en-US") ? project("shots") : $0 } + ["--force"])
        }
        stop.set()
        stop.waitDone()
        #expect(FaultFiles.all(in: victim) == before)
        #expect(try String(contentsOfFile: victim + "/closed-closed.png", encoding: .utf8) == "not yours")
        #expect(FaultFiles.undecodable(in: out) == [] && FaultFiles.temporaries(in: out) == [])
    }

    /// A capture named with a newline: outputs, stamps and records use `_` in its place, and a
    /// second run finds them (gallery up to date, sweep replacing its own frames).
    @Test func namesWithNewlinesStayOneLineInStampsAndRecords() throws {
        let project = try FaultProject("duo-hostile-newline")
        try FileManager.default.createDirectory(atPath: project("odd"), withIntermediateDirectories: true)
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: project("odd/menu\nbar.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: project("odd/open\nwide.png"))
        let gallery = ["gallery", project("odd"), "-o", project("out"), "--poses", "open,closed", "--bezels", project.art, "-q"]
        #expect(Self.run(gallery).status == 0)
        #expect(FileManager.default.fileExists(atPath: project("out/menu_bar-closed.png")))
        let again = Self.run(gallery + ["--json"])
        #expect(again.status == 0)
        let sweep = ["sweep", project("odd/open\nwide.png"), "-o", project("sweep"), "--pose", "book", "--from", "180",
                     "--to", "150", "--step", "30", "--preview", "--bezels", project.art]
        #expect(Self.run(sweep).status == 0)
        let frames = FaultFiles.all(in: project("sweep/frames"))
        #expect(frames == ["open_wide-book-150.png", "open_wide-book-180.png"], "\(frames)")
        let second = Self.run(sweep.map { $0 == "150" ? "120" : $0 })
        #expect(second.status == 0, "\(second.error)")
        #expect(FaultFiles.all(in: project("sweep/frames")) == ["open_wide-book-120.png", "open_wide-book-150.png", "open_wide-book-180.png"]
                || FaultFiles.all(in: project("sweep/frames")) == ["open_wide-book-120.png", "open_wide-book-180.png"])
        #expect(!second.error.contains("did not write"), "\(second.error)")
    }

    /// A 255-byte output name is written (its temporary name is shortened); a longer one, or a
    /// path past PATH_MAX, is one clear line and status 2, and a gallery item whose name is too
    /// long fails alone (status 1).
    @Test func longNamesAndPathsAreWrittenOrOneClearLine() throws {
        let project = try FaultProject("duo-hostile-long")
        let name255 = String(repeating: "é", count: 123) + "-long.png"  // 246 + 9 = 255 bytes
        #expect(name255.utf8.count == 255)
        let ok = Self.run(["render", project("shots/en-US/closed.png"), "-o", project(name255), "--bezels", project.art])
        #expect(ok.status == 0, "\(ok.error)")
        #expect((try? ImageFile.read(path: project(name255))) != nil)

        let tooLong = Self.run(["render", project("shots/en-US/closed.png"), "-o", project("x" + name255), "--bezels", project.art])
        #expect(tooLong.status == 2 && tooLong.error.split(separator: "\n").count == 1, "\(tooLong.error)")
        #expect(tooLong.error.contains("too long"), "\(tooLong.error)")

        var deep = project("deep")
        while deep.utf8.count < 4200 { deep += "/" + String(repeating: "d", count: 200) }
        let pastPathMax = Self.run(["render", project("shots/en-US/closed.png"), "-o", deep + "/x.png", "--bezels", project.art])
        #expect(pastPathMax.status == 2 && pastPathMax.error.split(separator: "\n").count == 1, "\(pastPathMax.error)")

        try FileManager.default.createDirectory(atPath: project("long-shots"), withIntermediateDirectories: true)
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: project("long-shots/" + String(repeating: "m", count: 246) + ".png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: project("long-shots/short.png"))
        let gallery = Self.run(["gallery", project("long-shots"), "-o", project("out"), "--poses", "closed", "--bezels", project.art, "-q"])
        #expect(gallery.status == 1, "\(gallery.error)")
        #expect(gallery.error.contains("too long"), "\(gallery.error)")
        #expect((try? ImageFile.read(path: project("out/short-closed.png"))) != nil)
    }

    /// A folder where an output file goes: one clear line naming it, the folder untouched.
    @Test func aFolderWhereAFileGoesIsOneClearLine() throws {
        let project = try FaultProject("duo-hostile-folder")
        for folder in ["r.png/inside", "clip.apng/inside", "sweep/index.html/inside", "out/closed-closed.png/inside"] {
            try FileManager.default.createDirectory(atPath: project(folder), withIntermediateDirectories: true)
        }
        let cases: [([String], Int32)] = [
            (["render", project("shots/en-US/closed.png"), "-o", project("r.png"), "--bezels", project.art], 2),
            (["animate", project("shots/open.png"), "-o", project("clip.apng"), "--path", "0.2 180 170", "--fps", "5", "--preview",
              "--bezels", project.art], 2),
            (["sweep", project("shots/open.png"), "-o", project("sweep"), "--pose", "book", "--from", "180", "--to", "170",
              "--step", "10", "--preview", "--bezels", project.art], 2),
            (["gallery", project("shots/en-US"), "-o", project("out"), "--poses", "closed", "--bezels", project.art, "-q"], 1),
        ]
        for (arguments, status) in cases {
            let r = Self.run(arguments)
            let errorLines = r.error.split(separator: "\n").filter { $0.contains("error") || $0.contains("failed: ") }
            #expect(r.status == status, "\(arguments[0]): \(r.error)")
            #expect(!errorLines.isEmpty && errorLines.count <= 2, "\(arguments[0]): \(r.error)")
        }
        for folder in ["r.png/inside", "clip.apng/inside", "sweep/index.html/inside", "out/closed-closed.png/inside"] {
            #expect(FaultFiles.isFolder(project(folder)), "\(folder)")
        }
    }
}

/// A flag one thread sets and another waits on.
final class Flag: @unchecked Sendable {
    private let condition = NSCondition()
    private var value = false, finished = false
    var isSet: Bool { condition.lock(); defer { condition.unlock() }; return value }
    func set() { condition.lock(); value = true; condition.unlock() }
    func done() { condition.lock(); finished = true; condition.broadcast(); condition.unlock() }
    func waitDone() { condition.lock(); while !finished { condition.wait() }; condition.unlock() }
}
