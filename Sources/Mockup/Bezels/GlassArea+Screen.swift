import Fold

extension GlassArea {
    /// The glass of a bezel's screen, in the bezel art's pixels.
    public init(screen: ScreenShape) {
        self.init(mask: screen.mask, originX: Double(screen.rect.x), originY: Double(screen.rect.y))
    }
}
