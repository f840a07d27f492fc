import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// A gallery never reads its own outputs as captures: not OUTDIR itself, not a folder that holds
/// a gallery's state (`.gallery/`), wherever they lie in the input.
@Suite(.serialized) struct GalleryOutputsAreNotInputsTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-gallery-outputs")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed])
        try scratch.folder("shots")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("shots/cover.png"))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args + ["--bezels", art, "--json"], console: console), console)
    }

    func summary(_ console: Console) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]) ?? [:]
    }

    @Test func galleriesInsideTheInputAreSkippedOnEveryRun() throws {
        for out in ["shots/a", "shots/b", "shots/a", "shots/b"] {
            let (status, console) = run(["gallery", scratch("shots"), "-o", scratch(out)])
            #expect(status == 0, "\(out): \(console.capturedError) \(console.capturedOutputText)")
            #expect(summary(console)["captures"] as? Int == 1, "\(out): \(console.capturedOutputText)")
        }
    }

    @Test func theOutputFolderCannotBeTheInputFolder() throws {
        for out in [scratch("shots"), scratch("shots/."), scratch("art/../shots")] {
            let (status, console) = run(["gallery", scratch("shots"), "-o", out])
            #expect(status != 0)
            #expect(console.capturedError.contains("output folder") && console.capturedError.contains("input"),
                    "\(console.capturedError)")
            #expect(!FileManager.default.fileExists(atPath: scratch("shots/cover-closed.png")))
        }
    }
}
