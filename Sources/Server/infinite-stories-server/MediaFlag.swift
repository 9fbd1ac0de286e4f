import ArgumentParser
import InfiniteStoriesServer
import ObjectStorage

/// `--media`: `folder`, or `s3://bucket/prefix` with the endpoint, region and credentials taken
/// from the AWS variables every AWS tool reads, so no secret ever sits on the command line.
enum MediaFlag {
    static func storage(_ text: String, environment: [String: String]) throws -> MediaStorage {
        if text.isEmpty || text == "folder" { return .folder }
        guard let location = S3Location(text) else {
            throw ValidationError("--media must be folder or s3://BUCKET/PREFIX (a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens)")
        }
        do {
            return .s3(location, try S3Configuration.fromEnvironment(environment))
        } catch let missing as S3Configuration.MissingSetting {
            throw ValidationError("--media \(text): \(missing.description)")
        }
    }
}
