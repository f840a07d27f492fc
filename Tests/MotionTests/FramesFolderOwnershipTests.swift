import Foundation
import Testing
import TestSupport
import Codecs
@testable import DuoMockupCLI

/// `animate --frames DIR` never writes over its input and never leaves an earlier run's frames
/// mixed into a shorter clip (issue 28, item 2), and it replaces nothing it did not write.
@Suite(.serialized) struct FramesFolderOwnershipTests {
    /// The frame names in `dir` (not the hidden bookkeeping).
    static func frameNames(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func aCaptureNamedLikeAFrameIsNeverOverwritten() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let dir = f.dir + "/frames"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let capture = dir + "/frame-0002.png"
        try FileManager.default.copyItem(atPath: f.capture, toPath: capture)
        let before = try Data(contentsOf: URL(fileURLWithPath: capture))
        let r = f.run(["animate", capture, "--frames", dir, "--path", "0.4 180 150", "--fps", "5", "--preview"])
        #expect(r.status == 2, "\(r.error)")
        #expect(r.error.contains("frame-0002.png") && r.error.contains("input"), "\(r.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: capture)) == before)
        #expect(try Self.frameNames(dir) == ["frame-0002.png"])
    }

    @Test func aShorterSecondRunLeavesNoFramesOfTheFirst() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let dir = f.dir + "/frames"
        let first = f.run(["animate", f.capture, "--frames", dir, "--path", "0.8 180 150", "--fps", "5", "--preview"])
        #expect(first.status == 0, "\(first.error)")
        let many = try Self.frameNames(dir)
        #expect(many.count == 5, "\(many)")
        let second = f.run(["animate", f.capture, "--frames", dir, "--path", "0.4 180 150", "--fps", "5", "--preview"])
        #expect(second.status == 0, "\(second.error)")
        let few = try Self.frameNames(dir)
        #expect(few == ["frame-0001.png", "frame-0002.png", "frame-0003.png"], "\(few)")
        #expect(second.error.contains("removed") && second.error.contains("frame-0004.png"), "\(second.error)")
    }

    @Test func aFileOfTheUsersWhereAFrameGoesStopsTheRun() throws {
        let f = try AnimateFixture()
        defer { f.remove() }
        let dir = f.dir + "/frames"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data("not a frame of ours".utf8).write(to: URL(fileURLWithPath: dir + "/frame-0001.png"))
        let r = f.run(["animate", f.capture, "--frames", dir, "--path", "0.4 180 150", "--fps", "5", "--preview"])
        #expect(r.status == 2, "\(r.error)")
        #expect(r.error.contains("frame-0001.png") && r.error.contains("did not write"), "\(r.error)")
        #expect(try String(contentsOfFile: dir + "/frame-0001.png", encoding: .utf8) == "not a frame of ours")
        #expect(try Self.frameNames(dir) == ["frame-0001.png"])
    }
}
