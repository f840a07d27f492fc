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
}
