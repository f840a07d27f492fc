import _Batch
import _Support
import Mockup

/// The bezel art a watch loaded (`BatchBezels`: the art decoded, checked against its manifest,
/// and its content keys), kept between rounds. Invariant: it is served only for the same choice,
/// art need and environment, when the search finds the same folder and the marks
/// (`InputSnapshot.Mark`) of that folder, its manifest and every file the art was chosen from
/// (`BezelSource.inputFiles`, `BatchBezels.files`) are the ones they had after the load, each file
/// left alone for `InputSnapshot.settleMargin` before it; so a hit is what loading the art again
/// would give (the example-art notice included).
package final class BezelArtCache: Sendable {
    private struct Entry: Sendable {
        var choice: BezelChoice
        var need: BezelArtNeed?
        var environment: [String: String]
        /// The folder the art came from (nil for one file given directly).
        var folder: String?
        var isExample: Bool
        var marks: InputSnapshot
        var bezels: BatchBezels
    }
    private let entry = Locked<Entry?>(nil)

    package init() {}

    /// `BatchBezels(source: choice.load(need:environment:exampleArt:))`, kept while its files hold still.
    package func load(_ choice: BezelChoice, need: BezelArtNeed?, environment: [String: String],
                      exampleArt: (String) -> Void) throws -> BatchBezels {
        let started = InputSnapshot.now()
        let found = Self.folder(of: choice, environment: environment)
        if let kept = entry.withLock({ $0 }), kept.choice == choice, kept.need == need, kept.environment == environment,
           kept.folder == found?.directory, InputSnapshot(kept.marks.marks.keys) == kept.marks {
            if kept.isExample, let folder = kept.folder { exampleArt(folder) }
            return kept.bezels
        }
        entry.withLock { $0 = nil }
        let source = try choice.load(need: need, environment: environment, exampleArt: exampleArt)
        let bezels = BatchBezels(source: source)
        var loadedFolder: String?
        if case .set(let set) = source { loadedFolder = set.directory }
        let marks = InputSnapshot(Set((loadedFolder.map { [$0] } ?? []) + source.inputFiles + bezels.files))
        let settled = marks.marks.values.allSatisfy { $0?.predates(started) ?? true }
        if settled && loadedFolder == found?.directory {
            entry.withLock {
                $0 = Entry(choice: choice, need: need, environment: environment, folder: loadedFolder,
                           isExample: found?.isExample ?? false, marks: marks, bezels: bezels)
            }
        }
        return bezels
    }

    /// Whether art is kept (for tests).
    package var isHolding: Bool { entry.withLock { $0 != nil } }

    /// The folder `choice` reads its art from, as `BezelChoice.load` finds it; nil for one file,
    /// or when the search finds nothing (the load then says why).
    private static func folder(of choice: BezelChoice, environment: [String: String]) -> (directory: String, isExample: Bool)? {
        let explicit: String?
        switch choice {
        case .file: return nil
        case .folder(let folder): explicit = folder
        case .search: explicit = nil
        }
        guard let found = try? BezelSet.locate(explicit: explicit, environment: environment) else { return nil }
        return (found.directory, found.isExample)
    }
}
