import DuoMockup

/// Output names as the command line writes them in its messages.
enum OutputPaths {
    /// An angle as it appears in file names and messages (the gallery's rule, so that a render
    /// and a gallery name the same mock-up alike).
    static func degreesLabel(_ d: Double) -> String { GalleryPlan.degreesLabel(d) }
}
