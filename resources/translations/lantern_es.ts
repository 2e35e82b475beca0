<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>Conversations are not being saved in this session: the conversation database could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Move it aside and start a new, empty database?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damaged database was moved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}

Lantern will start without saving conversations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CapabilitiesView</name>
    <message>
        <source>{text} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <source>Message Lantern… (Enter sends, Shift+Enter new line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answer (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Editing a message: Enter sends it as a new branch, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer is being written: press Enter again when it is done, or Esc to stop it. Your message stays here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send edit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Search (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned · {when}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EngineSection</name>
    <message>
        <source>Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer · {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Remote engines&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. team GPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://gpu-box:8000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: CA certificate file for a private CA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the server&apos;s address and test the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to {url}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test the connection before saving, so Lantern knows what the server can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Formatting</name>
    <message>
        <source>{speed} tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt {prompt} (cached {cached})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first token {ms} ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA: {adapters}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LoRA</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanternStatusBar</name>
    <message>
        <source>{stage} {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: not loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API server: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{speed} tok/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocaleFormat</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s) ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “{title}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the settings: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings saved.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SamplerForm</name>
    <message>
        <source>Picks only among this many likeliest words; 0 turns the limit off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random: a new answer every time; a fixed number repeats the same answer for the same question and settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer ends where it would write one of these: one per line; \n stands for a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sequences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SearchTab</name>
    <message>
        <source>Rerank the best results with a language model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for installed models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rerank the first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerTab</name>
    <message>
        <source>Serve this model to other programs (OpenAI-compatible API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow other computers to connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: browsers&apos; pages cannot call the API</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse unknown request fields (strict)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: fields Lantern does not know are ignored, as most clients expect. On: they are refused, naming each one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browser origins (CORS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point clients at the address shown under Status, with the key as “Bearer” token. The window&apos;s own chats go first; the same model answers both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a new key; programs using the old one are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made when the server first starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only programs on this computer can connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any computer that can reach {host} can use the model with the key. Keep the key secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{host} is reachable from other computers: tick “Allow other computers” to use it, or keep 127.0.0.1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local API server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty: the bundled SmolLM2 135M Instruct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changing these reloads the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defaults for new conversations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Add an adapter&lt;/b&gt; (a GGUF LoRA made for this model):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check and add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reuse computed prompts between answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language shows after Lantern is restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the adapter&apos;s GGUF file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already an adapter named “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the adapter with the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit last message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversation settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore deleted conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin or unpin conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
