import Foundation

/// `{"customEvents": [...], "pagination": {...}}`, the list answer of `/api/v1/custom-events`.
public struct CustomEventPage: Codable, Sendable, Equatable {
    public var customEvents: [CustomStoryEvent]
    public var pagination: Pagination

    public init(customEvents: [CustomStoryEvent], pagination: Pagination) {
        self.customEvents = customEvents
        self.pagination = pagination
    }
}
