//! Business states and kinds as Rust enums that read and write the spec's
//! strings: `as_str`, `FromStr`, `Display`, serde and sqlx (TEXT on both
//! databases) all use the one string of each variant, so the wire and the
//! schema keep their text while code compares typed values.
//!
//! Each area declares its own with `text_enum!`:
//!
//! ```ignore
//! crate::states::text_enum! {
//!     /// A cheque's kind.
//!     pub enum ChequeKind { Deposit = "DEPOSIT", Withdrawal = "WITHDRAWAL" }
//! }
//! ```

/// A string that names no variant of the enum it was read as. Read from the
/// database it fails the row's decode, which surfaces as `Error::Internal`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownText {
    pub kind: &'static str,
    pub text: String,
}

impl std::fmt::Display for UnknownText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "'{}' is not a {}", self.text, self.kind)
    }
}

impl std::error::Error for UnknownText {}

/// Declares an enum stored and shown as text (see the module's documentation).
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$vmeta:meta])* $variant:ident = $text:literal),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $name {
            /// Every variant, in declaration order.
            // Not every enum lists its variants; those that do not are crate-private.
            #[allow(dead_code)]
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The spec's string.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::states::UnknownText;
            fn from_str(text: &str) -> ::std::result::Result<Self, Self::Err> {
                match text {
                    $($text => Ok($name::$variant),)+
                    _ => Err($crate::states::UnknownText { kind: stringify!($name), text: text.to_owned() }),
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::serde::Serialize for $name {
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                let text = <::std::borrow::Cow<'de, str> as ::serde::Deserialize>::deserialize(deserializer)?;
                text.parse().map_err(::serde::de::Error::custom)
            }
        }

        // TEXT on both databases: the impls delegate to `str`, so a column
        // is read and checked exactly as a `String` would be.
        impl<DB: ::sqlx::Database> ::sqlx::Type<DB> for $name
        where
            str: ::sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as ::sqlx::Type<DB>>::type_info()
            }
            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as ::sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'r, DB: ::sqlx::Database> ::sqlx::Decode<'r, DB> for $name
        where
            &'r str: ::sqlx::Decode<'r, DB>,
        {
            fn decode(value: DB::ValueRef<'r>) -> ::std::result::Result<Self, ::sqlx::error::BoxDynError> {
                let text = <&'r str as ::sqlx::Decode<'r, DB>>::decode(value)?;
                Ok(text.parse::<$name>()?)
            }
        }

        impl<'q, DB: ::sqlx::Database> ::sqlx::Encode<'q, DB> for $name
        where
            &'static str: ::sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut DB::ArgumentBuffer,
            ) -> ::std::result::Result<::sqlx::encode::IsNull, ::sqlx::error::BoxDynError> {
                <&'static str as ::sqlx::Encode<'q, DB>>::encode_by_ref(&self.as_str(), buf)
            }
        }

        impl From<$name> for $crate::store::Arg {
            fn from(value: $name) -> Self {
                $crate::store::Arg::Text(Some(value.as_str().to_owned()))
            }
        }

        impl From<Option<$name>> for $crate::store::Arg {
            fn from(value: Option<$name>) -> Self {
                $crate::store::Arg::Text(value.map(|v| v.as_str().to_owned()))
            }
        }
    };
}

pub(crate) use text_enum;

#[cfg(test)]
mod tests {
    use super::UnknownText;

    text_enum! {
        /// A test enum.
        pub enum Light { Red = "RED", Green = "GREEN" }
    }

    #[test]
    fn strings_round_trip() {
        for light in Light::ALL {
            assert_eq!(light.as_str().parse::<Light>(), Ok(*light));
            assert_eq!(light.to_string(), light.as_str());
            let json = serde_json::to_value(light).expect("serialize");
            assert_eq!(json, serde_json::json!(light.as_str()));
            assert_eq!(serde_json::from_value::<Light>(json).expect("deserialize"), *light);
        }
        assert_eq!("AMBER".parse::<Light>(), Err(UnknownText { kind: "Light", text: "AMBER".into() }));
        assert!(serde_json::from_value::<Light>(serde_json::json!("red")).is_err());
    }

    #[tokio::test]
    async fn sqlite_reads_and_refuses_unknown_text() {
        let pool = sqlx::SqlitePool::connect("sqlite::memory:").await.expect("pool");
        let green: Light = sqlx::query_scalar("SELECT 'GREEN'").fetch_one(&pool).await.expect("decode");
        assert_eq!(green, Light::Green);
        let bound: String = sqlx::query_scalar("SELECT $1").bind(Light::Red).fetch_one(&pool).await.expect("encode");
        assert_eq!(bound, "RED");
        let unknown = sqlx::query_scalar::<_, Light>("SELECT 'AMBER'").fetch_one(&pool).await.expect_err("unknown");
        let error = crate::error::Error::from(unknown);
        assert!(
            matches!(&error, crate::error::Error::Internal(m) if m.contains("'AMBER' is not a Light")),
            "{error:?}"
        );
    }
}
