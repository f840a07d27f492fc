import Foundation
import Testing
import DuoMockup
@testable import DuoMockupCLI

/// Store pages whose folders differ only in case (`Phone`/`phone`, `en-US`/`en-us`) land on the
/// same files on a Mac: the storefile is refused on every platform, naming both, before anything
/// is drawn.
struct ComposeCaseClashTests {
    @Test func setsWhoseNamesDifferOnlyInCaseClash() throws {
        let found = try StorefileCheckerTests.problems("""
        {"sets": [{"name": "Phone", "size": [400, 600], "pages": [{"name": "p"}]},
                  {"name": "phone", "size": [400, 600], "pages": [{"name": "p"}]}]}
        """)
        #expect(found.map(\.place) == ["sets[1].name"])
        let message = try #require(found.first?.message)
        #expect(message.contains("Phone") && message.contains("phone") && message.contains("sets[0]")
                && message.contains("ignore case"), "\(message)")
    }

    @Test func localesGivenTwiceInAnySpellingClash() throws {
        let found = try StorefileCheckerTests.problems("""
        {"locales": ["en-US", "de-DE", "en-us", "de_DE"], "sets": [{"size": [400, 600], "pages": [{"name": "p"}]}]}
        """)
        #expect(found.map(\.place) == ["locales[2]", "locales[3]"])
        #expect(found.first?.message.contains("en-us") == true && found.first?.message.contains("en-US") == true, "\(found)")
    }

    @Test func composeRefusesTheClashWithExitTwoAndWritesNothing() throws {
        let dir = try ComposeTestFiles.temporaryFolder()
        try ComposeTestFiles.write("""
        {"sets": [{"name": "Phone", "size": [400, 600], "pages": [{"name": "p", "title": "A"}]},
                  {"name": "phone", "size": [400, 600], "pages": [{"name": "p", "title": "B"}]}]}
        """, to: dir + "/store.json")
        let console = Console.capturing()
        #expect(DuoMockupTool.run(["compose", dir + "/store.json", "-o", dir + "/out"], console: console) == 2)
        #expect(console.capturedError.contains("sets[1].name"), "\(console.capturedError)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }
}
