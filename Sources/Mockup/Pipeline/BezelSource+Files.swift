extension BezelSource {
    /// Every file this art was chosen from, which no output may replace: the single file, or a
    /// folder's manifest and every PNG it considered (whether or not this run reads it).
    public var inputFiles: [String] {
        switch self {
        case .single(let bezel):
            return [bezel.path]
        case .set(let set):
            return (set.manifestPath.map { [$0] } ?? []) + set.reports.map { BezelSet.join(set.directory, $0.file) }
        }
    }
}
