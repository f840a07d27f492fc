import Foundation
import Testing
@testable import Mockup

/// Inputs the parser fuzzer found (Docs/Fuzzing.md): each crashed and is now one error line.
@Suite struct FuzzFoundManifestTests {
    /// A screen width of 10⁹¹ crashed the message that refuses it (its text was made by an Int).
    @Test(arguments: ["20355555555555555555555555555555555555555555555555555555555555555555555555555555555555555554", "1e308", "-1e300"])
    func aHugeNumberIsRefusedInOneLine(width: String) throws {
        let json = """
        {"format": "duo-mockup-bezels/1", "bezels": {"closed": {"file": "cover.png",
          "screen": {"x": 84, "y": 84, "width": \(width), "height": 1398}}}}
        """
        do {
            _ = try BezelManifest.parse(Data(json.utf8), file: "bezels.json")
            Issue.record("accepted a screen \(width) px wide")
        } catch {
            let line = "\(error)"
            #expect(line.contains("bezels.json") && line.contains("width") && !line.contains("\n"), "\(line)")
        }
    }
}
