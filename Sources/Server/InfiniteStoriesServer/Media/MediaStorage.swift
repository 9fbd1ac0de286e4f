import Foundation
import Logging
import ObjectStorage

/// Where the server keeps media (`--media`): files in the data folder, served by the server
/// itself (the default), or an S3-compatible bucket that clients download from directly.
public enum MediaStorage: Sendable, Equatable {
    case folder
    case s3(S3Location, S3Configuration)

    /// The store for this setting; the file store's URLs are signed with `signer`.
    func makeStore(dataDirectory: URL, signer: MediaSigner, logger: Logger) -> any MediaStore {
        switch self {
        case .folder:
            FileMediaStore(dataDirectory: dataDirectory, signer: signer)
        case .s3(let location, let configuration):
            S3MediaStore(client: S3Client(configuration: configuration, bucket: location.bucket), location: location,
                         logger: logger)
        }
    }
}
