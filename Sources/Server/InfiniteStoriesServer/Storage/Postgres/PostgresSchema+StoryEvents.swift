extension PostgresSchema {
    /// Migration `v3-story-events`: the shared log of generation events (`PostgresGenerationRelay`).
    /// `id` is the SSE event id every instance hands out, so a `Last-Event-ID` resumes anywhere.
    /// Each insert notifies `infinite_stories_events` with `storyId:id` at its commit; the
    /// payload only says where to look, listeners read the table. No foreign key to `story`:
    /// an event for a story deleted meanwhile must not fail its job; such rows are pruned.
    static let storyEvents: [String] = [
        """
        CREATE TABLE story_event (
            id bigserial PRIMARY KEY,
            "storyId" text NOT NULL,
            name text NOT NULL,
            data text NOT NULL,
            "createdAt" timestamptz NOT NULL DEFAULT now()
        )
        """,
        #"CREATE INDEX story_event_story ON story_event("storyId", id)"#,
        #"CREATE INDEX story_event_created ON story_event("createdAt")"#,
        """
        CREATE FUNCTION notify_story_event() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            PERFORM pg_notify('\(PostgresGenerationRelay.eventChannel)', NEW."storyId" || ':' || NEW.id);
            RETURN NULL;
        END $$
        """,
        """
        CREATE TRIGGER story_event_notify AFTER INSERT ON story_event
        FOR EACH ROW EXECUTE FUNCTION notify_story_event()
        """,
    ]
}
