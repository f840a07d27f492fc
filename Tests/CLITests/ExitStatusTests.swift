import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// One meaning per exit status for every command: 0 all done, 1 some items failed (the rest
/// written), 2 nothing could run. With --json, standard output is always one JSON object.
@Suite(.serialized) struct ExitStatusTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-status")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try scratch.folder("shots")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/cover.png"))
        try scratch.folder("empty")
        try scratch.write("bad.json", Array(#"{"entries": [{"captures": "*.png", "width": -5}]}"#.utf8))
        try scratch.write("notjson.json", Array("{ not json".utf8))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing(environment: ["HOME": scratch.path])
        return (DuoMockupTool.run(args, console: console), console)
    }

    /// Every way of not being able to run, for every command: status 2 and one error line at least.
    @Test func nothingCouldRunIsStatusTwo() throws {
        let cases: [[String]] = [
            [],
            ["frobnicate"],
            ["render"],
            ["render", scratch("missing.png"), "--bezels", art],
            ["render", scratch("shots/cover.png"), "--bezels", scratch("empty")],
            ["render", scratch("shots/cover.png"), "--bezels", scratch("nowhere")],
            ["render", scratch("shots/cover.png"), "--bogus"],
            ["sweep", scratch("missing.png"), "--pose", "book", "-o", scratch("sw")],
            ["sweep", scratch("shots/cover.png"), "-o", scratch("sw"), "--bezels", art],
            ["gallery", scratch("shots"), "--bezels", art],
            ["gallery", scratch("missing"), "-o", scratch("g"), "--bezels", art],
            ["gallery", scratch("bad.json"), "-o", scratch("g"), "--bezels", art],
            ["gallery", scratch("notjson.json"), "-o", scratch("g"), "--bezels", art],
            ["gallery", scratch("shots"), "-o", scratch("g"), "--bezels", scratch("empty")],
            ["bezels", "--bezels", scratch("nowhere")],
            ["convert", scratch("missing.png"), scratch("out.png")],
            ["convert", scratch("shots/cover.png")],
        ]
        for args in cases {
            let (status, console) = run(args)
            #expect(status == 2, "\(args): \(status) \(console.capturedError)")
            #expect(!console.capturedError.isEmpty, "\(args)")
        }
    }

    /// compose, validate, animate and text fail through the one error path: every line of a
    /// storefile's mistakes goes out with the prefix, and the --json object lists them all.
    @Test func composeReportsEveryStorefileMistakeInTheJSONObject() throws {
        try scratch.write("two-mistakes.json", Array(#"{"sourceLocale": "en-US", "locales": ["en-US"], "sets": [{"name": "s", "preset": "iphone-6.9-nope", "pages": [{"title": "missing-key"}]}]}"#.utf8))
        let (status, console) = run(["compose", scratch("two-mistakes.json"), "-o", scratch("pages2"), "--json"])
        #expect(status == 2)
        let object = try? JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]
        let errors = object?["errors"] as? [String] ?? []
        let errorLines = console.capturedError.split(separator: "\n").filter { $0.hasPrefix("duo-mockup: error: ") }
        #expect(errors.count >= 2 && errors.count == errorLines.count, "\(console.capturedOutputText) / \(console.capturedError)")
        #expect(errors.last?.contains("nothing was composed") == true, "\(errors)")
    }

    @Test func aGalleryWithABadCaptureIsStatusOneAndWritesTheRest() throws {
        try scratch.write("shots/broken.png", Array("not a picture".utf8))
        let (status, console) = run(["gallery", scratch("shots"), "-o", scratch("g"), "--bezels", art, "-q"])
        #expect(status == 1, "\(console.capturedError)")
        #expect(FileManager.default.fileExists(atPath: scratch("g/cover-closed.png")))
        let (ok, c2) = run(["render", scratch("shots/cover.png"), "--bezels", art, "-o", scratch("ok.png")])
        #expect(ok == 0, "\(c2.capturedError)")
    }

    /// With --json, standard output is one JSON object whatever happens: a summary, or an error
    /// object with the status and the message.
    @Test func jsonIsAlwaysOneObjectOnStandardOutput() throws {
        let cases: [([String], Int32)] = [
            (["gallery", scratch("shots"), "-o", scratch("g"), "--bezels", art, "--json"], 0),
            (["gallery", scratch("shots"), "--bezels", art, "--json"], 2),
            (["gallery", scratch("shots"), "-o", scratch("g"), "--json", "--bogus"], 2),
            (["gallery", scratch("bad.json"), "-o", scratch("g"), "--bezels", art, "--json"], 2),
            (["gallery", scratch("shots"), "-o", scratch("g"), "--bezels", scratch("empty"), "--json"], 2),
            (["bezels", "--bezels", art, "--json"], 0),
            (["bezels", "--bezels", scratch("nowhere"), "--json"], 2),
            (["compose", "--json"], 2),
            (["compose", scratch("missing.json"), "-o", scratch("pages"), "--json"], 2),
            (["compose", scratch("notjson.json"), "-o", scratch("pages"), "--json"], 2),
            (["compose", scratch("bad.json"), "-o", scratch("pages"), "--json"], 2),
            (["compose", scratch("bad.json"), "-o", scratch("pages"), "--jobs", "0", "--json"], 2),
            (["validate", "--json"], 2),
            (["validate", scratch("missing"), "--json"], 2),
            (["validate", scratch("shots"), "--store", "play-store", "--json"], 2),
        ]
        for (args, expected) in cases {
            let (status, console) = run(args)
            #expect(status == expected, "\(args): \(console.capturedError)")
            let object = try? JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]
            #expect(object != nil, "\(args): not one JSON object: \(console.capturedOutputText)")
            if expected == 2 {
                #expect(object?["status"] as? Int == 2 && (object?["error"] as? String)?.isEmpty == false,
                        "\(args): \(console.capturedOutputText)")
            }
        }
    }
}
