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

    /// `<capture name>-<pose>[-<deg>].png`, in the current folder.
    static func defaultName(capture: String, pose: Pose, degrees: Double?) -> String {
        var name = PathText.stem(capture) + "-" + pose.name
        if let degrees { name += "-" + degreesLabel(degrees) }
        return name + ".png"
    }

    /// Throws when `output` names the same file as one of `inputs` (never lose an input).
    static func refuseOverwritingInput(output: String, inputs: [String]) throws {
        var out = stat()
        guard stat(output, &out) == 0 else { return }
        for input in inputs {
            var st = stat()
            if stat(input, &st) == 0 && st.st_dev == out.st_dev && st.st_ino == out.st_ino {
                throw UsageError("\(output): the output would overwrite the input \(input)")
            }
        }
    }
}
