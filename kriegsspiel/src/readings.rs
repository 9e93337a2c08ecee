//! Options named by stable reading ids: the macro each wing declares its options' enums with
//! (one enum per option, its variants named by the reference's reading ids, the default
//! marked), so the engine reads an option as a typed value, never by looking up a string.

/// Declares an option's enum: its doc, its readings (ids as in the reference) and its default.
macro_rules! readings {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = $id:literal),+ $(,)? } default $default:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub enum $name {
            $($(#[$vdoc])* #[serde(rename = $id)] $variant,)+
        }

        impl $name {
            /// Every reading, the default first.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The reading's id as the reference writes it.
            pub fn id(self) -> &'static str {
                match self { $($name::$variant => $id,)+ }
            }

            /// The reading with this id.
            pub fn parse(id: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|r| r.id() == id)
            }
        }

        impl Default for $name {
            fn default() -> Self {
                $name::$default
            }
        }
    };
}

pub(crate) use readings;
