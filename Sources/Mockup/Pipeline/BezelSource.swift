/// Where bezel art comes from for a render: a whole bezel set (one art per pose) or one PNG
/// given directly with `--bezel`, used for whatever pose is asked.
public enum BezelSource: Sendable {
    case set(BezelSet)
    case single(Bezel)

    /// The art for a pose (book folds the `open` art, laptop the `upright` art).
    public func bezel(for pose: Pose) throws -> Bezel {
        switch self {
        case .set(let set): return try set.bezel(for: pose)
        case .single(let bezel): return bezel
        }
    }

    /// `bezel(for:)`, taking it out of the source: when the source was the art's only holder,
    /// the bezel returned is (composing into it changes it in place, with no copy).
    public consuming func takeBezel(for pose: Pose) throws -> Bezel {
        switch consume self {
        case .set(var set): return try set.takeBezel(for: pose)
        case .single(let bezel): return bezel
        }
    }
}
