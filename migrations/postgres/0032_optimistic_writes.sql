-- An optimistic write's assertion (see `store/late.rs`): a command that read
-- an account without locking it writes in one statement, which stands only if
-- the row is as it was read and every part of it did what it must; otherwise
-- the statement fails as a serialization failure, writing nothing, and the
-- command runs again, locking.
CREATE FUNCTION bank_unchanged(holds BOOLEAN) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
BEGIN
    IF holds IS NOT TRUE THEN
        RAISE EXCEPTION 'a row changed after it was read' USING ERRCODE = 'serialization_failure';
    END IF;
    RETURN TRUE;
END
$$;
