/// Why a folder of store images cannot be validated at all: it is not a folder, cannot be read,
/// or holds no image. Invariant: `description` is one line naming the folder.
public enum StoreFolderError: Error, Sendable, Equatable, CustomStringConvertible {
    case notAFolder(String)
    case cannotRead(String)
    /// A folder with no PNG or JPEG file in it or below it.
    case noImages(String)

    public var description: String {
        let text = switch self {
        case .notAFolder(let folder): "\(folder): not a folder"
        case .cannotRead(let folder): "\(folder): cannot read the folder"
        case .noImages(let folder): "\(folder): no PNG or JPEG images in it"
        }
        return OneLine.of(text)
    }
}
