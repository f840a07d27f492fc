/// Where a job's bezel art comes from: one PNG used for whatever pose is asked, a folder, or
/// the usual search (`BezelSet.locate`: the environment, the user folders, else the example art).
/// Invariant: loading reads only the art a `BezelArtNeed` names (all of it for nil).
public enum BezelChoice: Sendable, Equatable {
    case file(String)
    case folder(String)
    case search

    /// This choice, or `folder` when this is the search and an input file names a folder
    /// (a storefile's or a gallery file's own art).
    public func orFolder(_ folder: String?) -> BezelChoice {
        if self == .search, let folder { return .folder(folder) }
        return self
    }

    /// The art `need` asks for (all of it when nil). `exampleArt` is told the folder when the
    /// search ended at the bundled example art.
    public func load(need: BezelArtNeed?, environment: [String: String],
                     exampleArt: (String) -> Void = { _ in }) throws -> BezelSource {
        let explicit: String?
        switch self {
        case .file(let file): return .single(try BezelSet.single(file: file))
        case .folder(let folder): explicit = folder
        case .search: explicit = nil
        }
        let found = try BezelSet.locate(explicit: explicit, environment: environment)
        if found.isExample { exampleArt(found.directory) }
        return .set(try BezelSet.load(directory: found.directory, isExample: found.isExample, poses: need?.poses,
                                      back: need?.back ?? false, environment: environment))
    }
}
