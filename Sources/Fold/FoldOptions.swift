/// Which way the inner display folds: `book` about a vertical hinge, `laptop` about a horizontal one.
public enum FoldKind: String, Sendable, CaseIterable {
    case book
    case laptop
}

/// Everything that decides how a fold is drawn; `FoldGeometry` refuses combinations the camera
/// cannot show (see `FoldError`).
public struct FoldOptions: Sendable, Equatable {
    public var kind: FoldKind
    /// The angle between the two halves in degrees: 180 is flat, 0 is shut.
    public var degrees: Double
    /// Laptop only: the camera's elevation above the table, in (0, 90] degrees.
    public var elevation: Double = 30
    /// The camera's distance in units of the flat art's longer side, > 0.
    public var distance: Double = 3
    /// The body's thickness in art pixels, ≥ 0; 0 = paper-thin leaves.
    public var thickness: Double = 0
    /// Lighting per leaf and the crease band; off = every pixel as in the art.
    public var shading = true
    /// The soft shadow under or behind the device.
    public var shadow = true
    /// The width of the crease band along the hinge in art pixels, ≥ 0; 0 = no crease band.
    public var creaseWidth: Double = 0

    public init(kind: FoldKind, degrees: Double) {
        self.kind = kind
        self.degrees = degrees
    }
}

/// Why a fold cannot be drawn, in one line.
public struct FoldError: Error, CustomStringConvertible, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
