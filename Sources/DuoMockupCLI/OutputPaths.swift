import _Batch
import _Support
import DuoMockup

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output names and the rules that keep outputs away from inputs.
enum OutputPaths {
    /// An angle as it appears in file names and messages (the gallery's rule, so that a render
    /// and a gallery name the same mock-up alike).
    static func degreesLabel(_ d: Double) -> String { GalleryPlan.degreesLabel(d) }

    /// `<capture name>-<pose>[-<deg>][-preview].png` (`RenderJob.defaultName`).
    static func defaultName(capture: String, pose: Pose, degrees: Double?, preview: Bool = false) -> String {
        RenderJob.defaultName(capture: capture, pose: pose, degrees: degrees, preview: preview)
    }

    /// Creates the folder an output goes in when it is missing (as sweep and gallery do).
    static func createFolder(of output: String) throws { try Folders.create(parentOf: output) }

    /// Throws when `output` names one of `inputs` (never lose an input): `OutputSafety`'s check.
    static func refuseOverwritingInput(output: String, inputs: [String]) throws {
        do {
            try OutputSafety.refuseOverwriting(output: output, inputs: inputs)
        } catch let e as BatchError {
            throw UsageError(e.description)
        }
    }
}
