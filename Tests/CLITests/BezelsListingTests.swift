import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// `bezels` lists every pose as found, ambiguous (with the files) or missing, in the table and
/// in JSON (with the files that are not bezels), and takes `--bezel FILE` too.
@Suite(.serialized) struct BezelsListingTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-bezels-list")
        art = try scratch.folder("art")
        try ImageFile.write(TestFiles.bezel(for: .closed), to: art + "/cover.png")
        try ImageFile.write(TestFiles.bezel(for: .open), to: art + "/inner-a.png")
        try ImageFile.write(TestFiles.bezel(for: .open), to: art + "/inner-b.png")
        try ImageFile.write(Image(width: 300, height: 300, fill: .white), to: art + "/slab.png")
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func theTableShowsAmbiguousAndMissingPoses() throws {
        let (status, console) = run(["bezels", "--bezels", art])
        let text = console.capturedOutputText
        let lines = text.split(separator: "\n").map(String.init)
        let open = lines.first { $0.hasPrefix("open ") } ?? ""
        #expect(open.contains("ambiguous") && open.contains("inner-a.png") && open.contains("inner-b.png"), "\(text)")
        let upright = lines.first { $0.hasPrefix("upright ") } ?? ""
        #expect(upright.contains("missing"), "\(text)")
        #expect(lines.contains { $0.hasPrefix("closed ") && $0.contains("cover.png") }, "\(text)")
        #expect(text.contains("slab.png"), "\(text)")
        #expect(status == 1, "an ambiguous pose is a failed item: \(console.capturedError)")
    }

    @Test func theJSONHasEveryPoseAndTheFilesThatAreNotBezels() throws {
        let (_, console) = run(["bezels", "--bezels", art, "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any])
        let poses = json["poses"] as? [[String: Any]] ?? []
        let byPose = Dictionary(uniqueKeysWithValues: poses.map { ($0["pose"] as? String ?? "", $0) })
        #expect(Set(byPose.keys) == ["closed", "closed-turned", "open", "upright", "back"], "\(poses)")
        #expect(byPose["back"]?["status"] as? String == "missing", "no file is the device's back: \(poses)")
        #expect(byPose["closed"]?["status"] as? String == "found")
        #expect(byPose["closed-turned"]?["status"] as? String == "turned")
        #expect(byPose["open"]?["status"] as? String == "ambiguous")
        #expect((byPose["open"]?["files"] as? [String] ?? []).count == 2)
        #expect(byPose["upright"]?["status"] as? String == "missing")
        let notBezels = json["notBezels"] as? [[String: Any]] ?? []
        #expect(notBezels.count == 1 && (notBezels.first?["file"] as? String ?? "").hasSuffix("slab.png"), "\(notBezels)")
    }

    @Test func oneFileWithBezel() throws {
        let (status, console) = run(["bezels", "--bezel", art + "/inner-a.png"])
        #expect(status == 0, "\(console.capturedError)")
        #expect(console.capturedOutputText.split(separator: "\n").contains { $0.hasPrefix("open ") && $0.contains("inner-a.png") },
                "\(console.capturedOutputText)")
    }
}
