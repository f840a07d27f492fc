import Foundation
import Testing

/// The module map's arrows (Package.swift, Docs/Library.md) that a build on one machine does not
/// hold by itself: SwiftPM lets a module import any module built before it, so a file in Compose
/// could import Gallery again and still build. Read from the source: no module imports one it
/// must not know, and the manifest gives Compose no Gallery to lean on.
struct ModuleLayerTests {
    /// Each module's folder and the modules its files must not import.
    static let forbidden: [(folder: String, modules: Set<String>)] = [
        ("Sources/_Batch/", ["Gallery", "Compose", "Motion", "TextEngine", "DuoMockup", "DuoMockupCLI"]),
        ("Sources/Compose/", ["Gallery", "DuoMockup", "DuoMockupCLI"]),
        ("Sources/Gallery/", ["Compose", "DuoMockup", "DuoMockupCLI"]),
    ]

    /// Every `folder: file imports module` that breaks `forbidden`.
    static func findings(in files: [SourceText]) -> [String] {
        var found: [String] = []
        for file in files where file.path.hasSuffix(".swift") {
            guard let rule = forbidden.first(where: { file.path.hasPrefix($0.folder) }) else { continue }
            for line in file.code {
                let words = line.split(separator: " ").map(String.init)
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                      words[..<at].allSatisfy({ $0.hasPrefix("@") }) else { continue }
                if rule.modules.contains(words[at + 1]) { found.append("\(file.path) imports \(words[at + 1])") }
            }
        }
        return found
    }

    /// The dependencies the manifest gives the target `name` (`.target(name: "X", dependencies: [...]`).
    static func dependencies(of name: String, manifest: String) -> [String]? {
        guard let start = manifest.range(of: ".target(name: \"\(name)\", dependencies: ["),
              let end = manifest[start.upperBound...].firstIndex(of: "]") else { return nil }
        return manifest[start.upperBound..<end].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    @Test func noModuleImportsOneItMustNotKnow() throws {
        let files = try RepositoryFiles.load()
        #expect(files.contains { $0.path.hasPrefix("Sources/Compose/") && $0.path.hasSuffix(".swift") })
        let found = Self.findings(in: files)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        let manifest = try #require(files.first { $0.path == "Package.swift" }).lines.joined(separator: "\n")
        let compose = try #require(Self.dependencies(of: "Compose", manifest: manifest))
        #expect(compose.contains("Mockup") && compose.contains("TextEngine") && compose.contains("_Batch"))
        #expect(!compose.contains("Gallery"), "Compose depends on \(compose)")
    }

    @Test func anImportAboveItsLayerIsFoundAndOneBelowIsNot() {
        let planted = [SourceText(path: "Sources/Compose/Page.swift", text: "import _Batch\n@testable import Gallery\n"),
                       SourceText(path: "Sources/_Batch/Files.swift", text: "import Compose\n// import Gallery\n")]
        #expect(Self.findings(in: planted) == ["Sources/Compose/Page.swift imports Gallery", "Sources/_Batch/Files.swift imports Compose"])
        let fine = [SourceText(path: "Sources/Compose/Page.swift", text: "import _Batch\nimport Mockup\nlet s = \"import Gallery\"\n")]
        #expect(Self.findings(in: fine).isEmpty)
        let manifest = #".target(name: "Compose", dependencies: ["Raster", "Gallery"],"#
        #expect(Self.dependencies(of: "Compose", manifest: manifest) == ["Raster", "Gallery"])
    }
}
