import Fold

extension Pose {
    /// How this pose is drawn in 3-D: a book about a vertical hinge, a laptop about a horizontal
    /// one, every other pose as one flat plane (seen square-on or through a turned camera).
    public var foldKind: FoldKind {
        switch self {
        case .book: return .book
        case .laptop: return .laptop
        default: return .flat
        }
    }
}
