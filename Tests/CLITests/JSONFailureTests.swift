import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// With `--json` every command's failure is one JSON object on standard output (the status and
/// the error lines), beside the error line on standard error.
struct JSONFailureTests {
    @Test(arguments: DuoMockupTool.commands.map { $0.name })
    func aFailureUnderJSONIsOneJSONObject(_ command: String) throws {
        let console = Console.capturing()
        let status = DuoMockupTool.run([command, "/nonexistent-folder/input.png", "-o", "/nonexistent-folder/out", "--json"],
                                       console: console)
        #expect(status == ExitStatus.nothingRan.rawValue, "\(console.capturedError)")
        let object = try JSONSerialization.jsonObject(with: Data(console.capturedOutput)) as? [String: Any]
        #expect(object?["status"] as? Int == Int(status), "\(String(decoding: console.capturedOutput, as: UTF8.self))")
        let error = try #require(object?["error"] as? String)
        #expect(console.capturedError.contains("duo-mockup: error: " + error))
    }
}
