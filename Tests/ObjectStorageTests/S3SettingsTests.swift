import Foundation
import ObjectStorage
import Testing

/// `s3://` locations and the AWS environment variables.
@Suite("S3 settings")
struct S3SettingsTests {
    @Test func locationsParse() {
        #expect(S3Location("s3://media-bucket") == S3Location(bucket: "media-bucket", prefix: ""))
        #expect(S3Location("s3://media-bucket/") == S3Location(bucket: "media-bucket", prefix: ""))
        #expect(S3Location("s3://media-bucket/prod/stories")?.prefix == "prod/stories/")
        #expect(S3Location("s3://media-bucket/prod/")?.key(for: "stories/a/x.png") == "prod/stories/a/x.png")
        for bad in ["media-bucket", "s3://", "s3://Upper", "s3://ab", "https://bucket/prefix", "s3://under_score/x"] {
            #expect(S3Location(bad) == nil, "\(bad)")
        }
    }

    @Test func environmentGivesCredentialsRegionAndEndpoint() throws {
        let base = ["AWS_ACCESS_KEY_ID": "AKID", "AWS_SECRET_ACCESS_KEY": "secret"]
        let plain = try S3Configuration.fromEnvironment(base)
        #expect(plain.region == "us-east-1")
        #expect(plain.endpoint.absoluteString == "https://s3.us-east-1.amazonaws.com")
        #expect(plain.credentials.sessionToken == nil)

        var custom = base
        custom["AWS_DEFAULT_REGION"] = "eu-west-1"
        custom["AWS_SESSION_TOKEN"] = "token"
        custom["AWS_ENDPOINT_URL"] = "http://127.0.0.1:9000"
        let compatible = try S3Configuration.fromEnvironment(custom)
        #expect(compatible.region == "eu-west-1")
        #expect(compatible.endpoint.absoluteString == "http://127.0.0.1:9000")
        #expect(compatible.credentials.sessionToken == "token")

        custom["AWS_REGION"] = "eu-central-1"
        custom["AWS_ENDPOINT_URL_S3"] = "http://127.0.0.1:9001"
        let specific = try S3Configuration.fromEnvironment(custom)
        #expect(specific.region == "eu-central-1")
        #expect(specific.endpoint.absoluteString == "http://127.0.0.1:9001")

        #expect(throws: S3Configuration.MissingSetting.self) { try S3Configuration.fromEnvironment([:]) }
    }
}
